/**
 * Account changes in the audit trail: a change records its success inside its own transaction (so it never lands
 * unrecorded); a refused one is recorded here afterwards, with the domain error as its reason.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import * as audit from '../audit/audit.service';
import type { AuditEntry, RequestOrigin } from '../audit/audit.service';

export async function recordingFailure<T>(db: DbOrTx, origin: RequestOrigin, entry: Omit<AuditEntry, 'outcome' | 'reason'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) await audit.record(db, origin, { ...entry, outcome: 'failure', reason: err.code });
    throw err;
  }
}
