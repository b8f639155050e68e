/**
 * The one ownership check: for a call whose contract declares `owns`, every object its payload names (an
 * application, a task, a file, a period away; one id or a list) must be one the caller may touch, as the area owning
 * that kind answers. Anything else, a missing or malformed id included, gets one answer: auth.forbidden (403), so
 * the answer tells nothing of other people's objects. Administrators get no way around it: their back-office calls
 * are `admin` calls with checks of their own.
 */
import type { CallDef, OwnedKind } from '../../../contract/call';
import type { DbOrTx } from '../db/database';
import { DomainError } from '../domain/errors';
import type { SessionUser } from './context';
import { ownershipResolver } from './ownership-registry';

/** The ids a payload field holds: none when absent or empty, else each given value (a list counts item by item); an integer id (the schema coerced it) as its text. */
export function idsIn(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map((id) => (Number.isSafeInteger(id) ? String(id) : id));
}

export async function demandOwnership(db: DbOrTx, call: Pick<CallDef, 'owns'>, user: SessionUser | null, payload: unknown): Promise<void> {
  if (!call.owns) return;
  const fields = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  for (const [field, kind] of Object.entries(call.owns) as [string, OwnedKind][]) {
    const ids = idsIn(fields[field]);
    if (ids.length === 0) continue;
    const valid = ids.every((id): id is string => typeof id === 'string' && id.length > 0);
    if (!user || !valid || !(await ownershipResolver(kind)(db, user, [...new Set(ids)]))) throw new DomainError('auth.forbidden');
  }
}
