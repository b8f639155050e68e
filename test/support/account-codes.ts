/**
 * Verification codes in API suites: the SMS gateway and SMTP inbox fakes a test server delivers to, a fresh number or
 * address per test (so 60-second resend windows and hourly limits of one test never meet another's), and helpers to
 * register an off-campus account and to let a window pass without waiting a minute.
 */
import { sql } from 'kysely';
import { calls } from '../../contract';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/database';
import { demoAccounts } from '../../server/demo/campus/accounts';
import { ApiClient, signedInClient } from './http-client';
import { startSmsGateway, type TestSmsGateway } from './sms-gateway';
import { startSmtpInbox, type TestSmtpInbox } from './smtp-inbox';
import { startTestServer, type Engine, type TestServer } from './test-server';

export interface CodeFakes {
  sms: TestSmsGateway;
  inbox: TestSmtpInbox;
  close(): Promise<void>;
}

export async function startCodeFakes(): Promise<CodeFakes> {
  const [sms, inbox] = await Promise.all([startSmsGateway(), startSmtpInbox()]);
  return { sms, inbox, close: async () => void (await Promise.all([sms.close(), inbox.close()])) };
}

/**
 * A test server's config for codes: delivery to the fakes, limits out of the way unless a test sets them, and one
 * trusted proxy hop so a test can speak from its own address (X-Forwarded-For).
 */
export function codeServerConfig(fakes: CodeFakes, overrides: Partial<ServerConfig> = {}): Partial<ServerConfig> {
  return {
    delivery: { ...loadConfig({}).delivery, sms: fakes.sms.config, smtp: fakes.inbox.config, logUnconfigured: false },
    codeSendLimits: { perTargetPerHour: 1000, perAddressPerHour: 100_000 },
    loginAttemptsPerAddressPerMinute: 10_000,
    trustProxy: 1,
    ...overrides,
  };
}

/**
 * A suite's fakes, its test server delivering to them (with Redis when asked) and an administrator's client for the
 * audit trail, started before its tests and closed after them.
 */
export function codeSuite(variant: { engine: Engine; redis: boolean }): { readonly fakes: CodeFakes; readonly server: TestServer; readonly admin: ApiClient } {
  const held = {} as { fakes: CodeFakes; server: TestServer; admin: ApiClient };
  beforeAll(async () => {
    held.fakes = await startCodeFakes();
    held.server = await startTestServer({ ...variant, config: codeServerConfig(held.fakes) });
    held.admin = await signedInClient(held.server.url, demoAccounts.admin);
  });
  afterAll(async () => {
    await held.server?.close();
    await held.fakes?.close();
  });
  return held;
}

let counter = Math.floor(Math.random() * 1_000_000);
/** A mobile number no demo account has (the demo campus uses 138 and 139). */
export const freshMobile = () => `137${String(counter++ % 100_000_000).padStart(8, '0')}`;
/** An email address no demo account has. */
export const freshEmail = (name = 'visitor') => `${name}.${counter++}@mail.example.org`;

/** Lets the 60-second resend window of a number or address pass. */
export async function reopenWindow(db: Db, target: string): Promise<void> {
  await db.updateTable('code_send_windows').set({ last_sent_at: sql<Date>`now() - interval '61 seconds'` }).where('target', '=', target).execute();
}

/** Registers an off-campus account with a code sent to the mobile number or email; answers its sign-in. */
export async function registerAccount(
  url: string,
  fakes: CodeFakes,
  contact: { mobile: string } | { email: string },
  password = 'Visitor@2026',
): Promise<{ account: string; password: string }> {
  const api = new ApiClient(url);
  const byPhone = 'mobile' in contact;
  const sent = await api.call(byPhone ? calls.validate_code : calls.getEmailCode, { ...contact, template: 'register' });
  if (sent.body.e !== 0) throw new Error(`register code not sent: ${sent.body.m}`);
  const code = byPhone ? fakes.sms.latestCode(contact.mobile) : fakes.inbox.latestCode(contact.email);
  const res = await api.call<{ number: string }>(calls.registerAccount, {
    account_type: byPhone ? 'mobile' : 'email',
    ...contact,
    code,
    name: '访客',
    password,
  });
  if (res.body.e !== 0) throw new Error(`registration failed: ${res.body.m}`);
  return { account: res.body.d.number, password };
}
