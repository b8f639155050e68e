/**
 * Sensitive calls: the administrator's list (a site setting) of calls that a user with TOTP on may make only within
 * SECOND_FACTOR_FRESH_MS of giving a code in the same session; otherwise the call answers e = 2 (spec §8) and the
 * client's prompt asks for one. A user without TOTP is let through: the second factor is each user's own choice,
 * and refusing everyone else would lock out every user the moment a call is marked (most sign in through single
 * sign-on and have never enrolled). By default the audit log and this list itself are sensitive, so a stolen
 * administrator session can neither read the trail nor quietly lift the protection.
 */
import { callList } from '../../../../../contract/calls';
import { SECOND_FACTOR_FRESH_MS } from '../../../../../contract/constants';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { sharedMemo } from '../../../db/shared-memo';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import * as site from '../../site/site.service';
import type { SessionStore } from '../session-store';
import { isEnabled } from './totp.service';

const SETTING = 'sensitive_calls';
export const DEFAULT_SENSITIVE_CALLS = ['exportAuditLog', 'exportChangeLog', 'getAuditLog', 'setSensitiveCalls'];

/** The calls that may be marked: those made by a signed-in caller, except those the call table keeps `alwaysOpen`. */
export const SENSITIVE_CHOICES = callList
  .filter((c) => (c.access === 'user' || c.access === 'admin') && !c.alwaysOpen)
  .map((c) => c.name)
  .sort();

/** Every call reads the list, so it is kept in memory (db/shared-memo.ts); a change drops it in every process. */
const kept = sharedMemo<{ calls: string[] }>('sensitive-calls', { ttlMs: 10_000, max: 1 });

export async function sensitiveCalls(db: DbOrTx): Promise<string[]> {
  return (await kept.get(db, SETTING, async () => ({ calls: (await site.readSetting<string[]>(db, SETTING)) ?? DEFAULT_SENSITIVE_CALLS }))).calls;
}

/** Sets the list, with its line in the audit trail (the list before and after) in the same transaction. */
export async function setSensitiveCalls(db: DbOrTx, actorUid: string, calls: string[]): Promise<string[]> {
  const unknown = calls.filter((name) => !SENSITIVE_CHOICES.includes(name));
  if (unknown.length > 0) throw new DomainError('security.unknownCall', { names: unknown.join(', ') });
  const list = [...new Set(calls)].sort();
  await inTransaction(db, async (tx) => {
    const before = (await site.readSetting<string[]>(tx, SETTING)) ?? DEFAULT_SENSITIVE_CALLS;
    await site.writeSetting(tx, SETTING, list);
    const summary = `${before.length} → ${list.length}`;
    await audit.recordChange(tx, { actorUid, area: 'security', entity: 'sensitive_calls', entityId: SETTING, action: 'update', summary, before: { calls: before }, after: { calls: list } });
    kept.changed(tx);
  });
  return list;
}

/** Refuses a sensitive call with e = 2 when the caller has TOTP on and the session gave no code recently. */
export async function demandSecondFactor(db: DbOrTx, sessions: SessionStore, call: string, caller: { uid: string; token: string }): Promise<void> {
  if (!(await sensitiveCalls(db)).includes(call)) return;
  if (!(await isEnabled(db, caller.uid))) return;
  const given = (await sessions.get(caller.token))?.secondFactorAt?.getTime() ?? 0;
  if (Date.now() - given > SECOND_FACTOR_FRESH_MS) throw new DomainError('totp.required');
}
