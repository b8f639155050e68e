/**
 * Verification codes (validate_code, getEmailCode): who may be sent which code, the 60-second resend window and the
 * hourly limits, and using a code for the one change it authorises. Six random digits, stored only as a salted hash;
 * what really stops guessing is their 10-minute life and the 5 wrong tries a code survives.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { CODE_RESEND_SECONDS } from '../../../../contract/constants';
import type { Database, Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { DeliveryFailed, type Delivery } from '../delivery/delivery.service';
import { DomainError } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { AttemptCounter } from '../../limits/attempt-counter';
import * as org from '../org/org.service';
import * as site from '../site/site.service';
import { codeEmail } from './code-message';
import * as q from './codes.queries';
import type { Channel, CodeOwner, Template } from './codes.queries';
import { takenError } from './contact';
import { confirmedRecently } from './password.service';

export const CODE_TTL_SECONDS = 600;
const HOUR_MS = 3_600_000;

export interface CodeSendDeps {
  /** Not a transaction: delivery waits on the network, and the embedded database has one connection. */
  db: Db;
  delivery: Delivery;
  attempts: AttemptCounter;
  limits: { perTargetPerHour: number; perAddressPerHour: number };
  registrationOpen: boolean;
}

export interface CodeRequest {
  channel: Channel;
  /** Normalised: the mobile digits, or the lower-cased email (./contact.ts). */
  target: string;
  template: Template;
  /** The signed-in caller and their session token, if any; editcode needs them. */
  caller: { uid: string; token: string } | null;
  ip: string;
  lang: Lang;
}

/**
 * Whether the request may have a code, and for whom: editcode for the signed-in user who confirmed their password
 * in the last 10 minutes, to a contact no one else has; register to a contact no account has; reset to an active
 * account's, where an unknown contact is answered as if sent but gets nothing, so the answer tells no one who has an
 * account. A contact someone else has is answered as the spec says (该手机号码已注册), but only once that answer has
 * counted as a send (`taken`): it tells who has an account, so the hourly limits must stop it as they stop sends.
 */
async function recipient(deps: CodeSendDeps, request: CodeRequest): Promise<{ uid: string | null; deliver: boolean; taken?: DomainError }> {
  const owner = await org.accountByContact(deps.db, request.channel, request.target);
  switch (request.template) {
    case 'editcode': {
      const { caller } = request;
      if (!caller) throw new DomainError('auth.loginRequired');
      if (!(await confirmedRecently(deps.db, caller.uid, caller.token))) throw new DomainError('account.passwordNotConfirmed');
      if (owner && owner.uid !== caller.uid) return { uid: null, deliver: false, taken: takenError(request.channel) };
      return { uid: caller.uid, deliver: true };
    }
    case 'register':
      if (!deps.registrationOpen) throw new DomainError('account.registrationClosed');
      if (owner) return { uid: null, deliver: false, taken: takenError(request.channel) };
      return { uid: null, deliver: true };
    case 'reset':
      return { uid: null, deliver: owner?.status === 1 };
  }
}

/**
 * The hourly limits count real sends, and answers that a contact is taken, once the resend window let one through;
 * per target and per address.
 */
async function admitSend(deps: CodeSendDeps, request: CodeRequest): Promise<void> {
  const limits = [
    { key: `code-target:${request.target}`, max: deps.limits.perTargetPerHour },
    { key: `code-address:${request.ip}`, max: deps.limits.perAddressPerHour },
  ];
  for (const { key, max } of limits) {
    const { count, resetInMs } = await deps.attempts.hit(key, HOUR_MS);
    if (count > max) throw new DomainError('account.sendLimit', { minutes: Math.max(1, Math.ceil(resetInMs / 60_000)), retryAfter: Math.ceil(resetInMs / 1000) });
  }
}

async function deliver(deps: CodeSendDeps, request: CodeRequest, code: string): Promise<void> {
  if (request.channel === 'sms') {
    await deps.delivery.sms.send({ phone: request.target, params: { code } });
    return;
  }
  const siteName = (await site.readSetting<{ site_name?: string }>(deps.db, 'site'))?.site_name || (request.lang === 'en' ? 'Campus Hall' : '校园服务大厅');
  const message = codeEmail({ code, template: request.template, minutes: CODE_TTL_SECONDS / 60, lang: request.lang, siteName });
  await deps.delivery.email.send({ to: request.target, ...message });
}

export async function sendCode(deps: CodeSendDeps, request: CodeRequest): Promise<{ expires_in: number; resend_in: number }> {
  const { uid, deliver: needed, taken } = await recipient(deps, request);
  const claim = randomBytes(12).toString('hex');
  if (!(await q.claimWindow(deps.db, request.target, request.template, claim, CODE_RESEND_SECONDS))) throw new DomainError('account.resendTooSoon');
  let codeId: string | undefined;
  try {
    await admitSend(deps, request);
    if (taken) throw taken;
    if (needed) {
      await q.sweep(deps.db);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const owner = { target: request.target, template: request.template, uid };
      codeId = await q.insertCode(deps.db, { ...owner, channel: request.channel, code, salt: randomBytes(16).toString('hex'), ip: request.ip, ttlSeconds: CODE_TTL_SECONDS });
      await deliver(deps, request, code);
    }
  } catch (err) {
    // Whatever stopped the send gives its code and its window back, so the user may try again at once.
    if (codeId) await q.deleteCode(deps.db, codeId);
    await q.releaseWindow(deps.db, request.target, request.template, claim);
    // Delivery failures were logged where they happened; the user is told only 发送失败 (spec §8).
    throw err instanceof DeliveryFailed ? new DomainError('account.sendFailed') : err;
  }
  return { expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS };
}

/** Refuses, as a wrong code would be, when the owner has no code left to use: before any costly work for it. */
export async function demandUsableCode(db: Db, owner: CodeOwner): Promise<void> {
  if (!(await q.hasUsableCode(db, owner))) throw new DomainError('account.codeInvalid');
}

/**
 * Runs `change` in one transaction with using the code, so a change that fails leaves the code unused and only one of
 * concurrent uses of a code gets to make it. A wrong, used or expired code counts a wrong try and says so. `db` must
 * not be a transaction: the wrong try is counted after the failed one rolled back.
 */
export async function withCode<T>(db: Db, owner: CodeOwner, code: string, change: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  const outcome = await inTransaction(db, async (tx) => ((await q.useCode(tx, owner, code)) ? { used: true as const, value: await change(tx) } : { used: false as const }));
  if (!outcome.used) {
    await q.countWrongTry(db, owner);
    throw new DomainError('account.codeInvalid');
  }
  return outcome.value;
}
