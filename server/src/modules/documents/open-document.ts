/**
 * A document by id for a use case. Whether the caller may see it at all is the ownership guard's (the documents
 * area's resolver, ./ownership.service.ts), checked before any handler runs; a missing one answers as not found.
 */
import type { DbOrTx } from '../../db/database';
import { DomainError } from '../../domain/errors';
import * as q from './documents.queries';
import type { DocumentRow } from './documents.queries';

export async function openDocument(db: DbOrTx, id: number, options: { lock?: boolean } = {}): Promise<DocumentRow> {
  const doc = options.lock ? await q.lockDocument(db, id) : await q.documentById(db, id);
  if (!doc) throw new DomainError('documents.notFound');
  return doc;
}
