/**
 * A sandbox of WeChat Pay API v3 inside the server, for the demo and the tests, when no merchant account is set
 * (WECHATPAY_*) outside production: the merchant API under /sandbox/wechatpay/v3/…, the H5 cashier at
 * /sandbox/wechatpay/checkmweb and the controls under /sandbox/wechatpay/control/…. It speaks the real protocol
 * over HTTP with keys of its own, so the server's client talks to it exactly as to WeChat Pay. What it knows lives in
 * this process's memory: it serves the embedded demo's one server, not several behind a load balancer.
 */
import type { FastifyInstance } from 'fastify';
import { sandboxApi } from './api';
import { sandboxCashier } from './cashier';
import { sandboxControls } from './controls';
import { lazySandboxKeys, type SandboxKeys } from './credentials';
import { createLedger } from './ledger';
import { createNotifier } from './notifier';

export const SANDBOX_PREFIX = '/sandbox/wechatpay';

/**
 * Registers the sandbox on the app (whose content type parsers hand bodies over as text) and answers the keys it
 * gives the merchant. Browsers find the cashier on this server's own origin (or PUBLIC_URL's).
 */
export function startSandbox(app: FastifyInstance, options: { now: () => Date; publicUrl?: string }): () => Promise<SandboxKeys> {
  const keys = lazySandboxKeys();
  const notifier = createNotifier(keys, options.now);
  const sandbox = { keys, ledger: createLedger(), notifier, now: options.now, cashierUrl: `${options.publicUrl ?? ''}${SANDBOX_PREFIX}/checkmweb` };
  sandboxApi(app, sandbox, SANDBOX_PREFIX);
  sandboxCashier(app, sandbox, SANDBOX_PREFIX, options.publicUrl);
  sandboxControls(app, sandbox, SANDBOX_PREFIX);
  app.addHook('onClose', async () => notifier.close());
  return keys;
}
