/**
 * Optimistic locking for records two administrators may edit at once. Each such table has `version integer NOT NULL
 * DEFAULT 1`, `updated_by text` and `updated_at timestamptz`; the editor loads a record with its version and sends it
 * back with the change, and the area's query updates only `WHERE id = … AND version = …`, raising the version in the
 * same statement (`SET version = version + 1`). A save that updated nothing lost the race (or the record is gone):
 * the caller learns who saved in between and when, and nothing of theirs or the other's is overwritten.
 */
import { DomainError } from '../domain/errors';
import { campusDateTime } from '../domain/campus-time';

export interface LastSave {
  /** The name of whoever saved the current version. */
  by: string;
  at: Date;
}

/**
 * The saved row, or the refusal of a lost race: `edit.gone` when the record no longer exists, else `edit.staleVersion`
 * naming the last save. `lastSave` is read only when the update touched nothing.
 */
export async function savedOrConflict<T>(saved: T | undefined, lastSave: () => Promise<LastSave | undefined>): Promise<T> {
  if (saved !== undefined) return saved;
  const last = await lastSave();
  if (!last) throw new DomainError('edit.gone');
  throw new DomainError('edit.staleVersion', { by: last.by, at: campusDateTime(last.at) });
}
