/** What every catalogue edit shares: who acts, the last save of a record for a conflict, the trail entry and the caches. */
import type { DbOrTx } from '../../../db/database';
import { isForeignKeyViolation } from '../../../db/unique-violation';
import type { LastSave } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError, type DomainErrorCode } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import type { ChangeEntry } from '../../audit/audit.service';
import * as org from '../../org/org.service';
import type { SessionUser } from '../../org/org.service';
import { forgetCatalogCaches } from '../apps.service';
import * as q from './catalog-admin.queries';

/** The real person behind a change, when they act for someone. */
export const actorOf = (user: SessionUser): string => user.actor_uid ?? user.uid;

export async function lastSave(db: DbOrTx, table: 'apps' | 'app_categories' | 'app_themes', id: number): Promise<LastSave | undefined> {
  const row = await q.lastSaveOf(db, table, id);
  if (!row) return undefined;
  const names = await org.peopleNames(db, [row.updated_by]);
  return { by: (row.updated_by && (names.get(row.updated_by) ?? row.updated_by)) || '—', at: row.updated_at };
}

/** The save fields of rows: their version, when, and the name of who saved them. */
export async function savesOf<R extends { version: number; updated_by: string | null; updated_at: Date }>(db: DbOrTx, rows: R[]) {
  const names = await org.peopleNames(db, rows.map((r) => r.updated_by));
  return rows.map((r) => ({ version: r.version, updated_at: campusDateTime(r.updated_at), updated_by: (r.updated_by && names.get(r.updated_by)) ?? '' }));
}

/** Records the change in the trail and, once it commits, drops the catalogue's caches. */
export async function changed(db: DbOrTx, user: SessionUser, entry: Omit<ChangeEntry, 'actorUid' | 'area'>): Promise<void> {
  await audit.recordChange(db, { actorUid: actorOf(user), area: 'apps', ...entry });
  forgetCatalogCaches(db);
}

/** Runs a write, answering a foreign key the database refused with `code`. */
export async function refusingDanglingKeys<T>(code: DomainErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new DomainError(code);
    throw err;
  }
}
