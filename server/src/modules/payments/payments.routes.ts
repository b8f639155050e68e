/**
 * The payments area's HTTP side: WeChat Pay's notifications at /api/payments/wechatpay/notify (not a call of the
 * contract: the provider's servers post them), and without a merchant account, the sandbox. The provider is set up
 * here, once per server, for the use cases of payments.service.ts (merchant.ts).
 */
import type { FastifyInstance } from 'fastify';
import { allowedRedirect } from '../../../../contract/rules/redirect';
import type { AppDeps } from '../../http/context';
import { registerMerchant } from './merchant';
import { merchantCredentials } from './merchant-keys';
import { takeNotification } from './outcomes';
import { SANDBOX_PREFIX, startSandbox } from './sandbox';
import { wechatPayClient, type WechatPay } from './wechatpay/client';
import { NotificationRefused } from './wechatpay/notification';

const NOTIFY_PATH = '/api/payments/wechatpay/notify';

/** This server as it reaches itself: the address it listens on (a wildcard one through loopback). */
function listeningOrigin(app: FastifyInstance): () => string {
  return () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The server is not listening on a TCP port yet');
    const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };
}

export function paymentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { config, db, now } = deps;
  // A notification's signature covers its body exactly as it arrived, and so does a request's to the sandbox: bodies
  // here stay text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  let pay: WechatPay | null = null;
  if (config.wechatPay) {
    const { baseUrl } = config.wechatPay;
    const credentials = merchantCredentials(config.wechatPay);
    pay = wechatPayClient({ baseUrl: () => baseUrl, notifyUrl: () => `${config.publicUrl}${NOTIFY_PATH}`, credentials: async () => credentials, now });
  } else if (!config.production) {
    // The sandbox is this server itself: its client reaches it, and it reaches the notify address, on the loopback.
    const local = listeningOrigin(app);
    const keys = startSandbox(app, { now, publicUrl: config.publicUrl });
    pay = wechatPayClient({ baseUrl: () => `${local()}${SANDBOX_PREFIX}`, notifyUrl: () => `${local()}${NOTIFY_PATH}`, credentials: async () => (await keys()).merchant, now });
  }
  registerMerchant(db, {
    pay,
    now,
    log: app.log,
    returnAddress(path) {
      const allowed = allowedRedirect(path, { ownOrigin: config.publicUrl });
      if (!allowed) throw new Error(`Not a return address of this portal: ${path}`);
      // The provider sends the browser back only to a full address on the merchant's domain (PUBLIC_URL); the sandbox,
      // on this same server, takes the path.
      return config.publicUrl ? new URL(allowed, config.publicUrl).href : allowed;
    },
  });

  // The provider's servers send no Origin or Sec-Fetch-Site, so the origin guard lets them through as it does every
  // server-to-server request; what is believed is only what the platform key signed.
  app.post(NOTIFY_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!pay) return reply.code(404).send({ code: 'FAIL', message: 'payments are off on this server' });
    let notification;
    try {
      notification = await pay.readNotification(request.headers, typeof request.body === 'string' ? request.body : '');
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      request.log.warn({ reason: err.message }, 'payment notification refused');
      return reply.code(err.status).send(err.body);
    }
    try {
      const taken = await takeNotification(db, notification, now());
      if (taken.problem) request.log.warn({ notification: notification.id, problem: taken.problem }, 'payment notification taken with a problem');
    } catch (err) {
      // Nothing was recorded: the provider sends it again.
      request.log.error({ err, notification: notification.id }, 'payment notification not recorded');
      return reply.code(500).send({ code: 'FAIL', message: 'not recorded; send it again' });
    }
    return reply.code(204).send();
  });
}
