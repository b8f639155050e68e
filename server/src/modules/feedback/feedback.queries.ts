/** Feedback, its types and the files it holds. */
import type { Insertable } from 'kysely';
import { pageWithTotal } from '../../db/count-rows';
import type { DbOrTx } from '../../db/database';
import type { FeedbackTable, FeedbackTypesTable } from './feedback.table';

export function types(db: DbOrTx) {
  return db.selectFrom('feedback_types').select(['type', 'name', 'name_en']).orderBy('sort').orderBy('type').execute();
}

export function typeExists(db: DbOrTx, type: number) {
  return db.selectFrom('feedback_types').select('type').where('type', '=', type).executeTakeFirst();
}

export async function insertTypes(db: DbOrTx, rows: Insertable<FeedbackTypesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('feedback_types').values(rows).execute();
}

export async function insert(db: DbOrTx, row: Insertable<FeedbackTable>, files: { file_id: string; name: string }[]): Promise<number> {
  const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  if (files.length) await db.insertInto('feedback_files').values(files.map((f, position) => ({ feedback_id: id, file_id: f.file_id, name: f.name, position }))).execute();
  return id;
}

const columns = [
  'feedback.id', 'feedback.submitter_uid', 'feedback.type', 'feedback.app_id', 'feedback.contact', 'feedback.title', 'feedback.content',
  'feedback.created_at', 'feedback.reply', 'feedback.replied_at', 'feedback.replier_uid',
] as const;

export type FeedbackRow = Awaited<ReturnType<typeof page>>['rows'][number];

/** A page of feedback, newest first: one submitter's, or everyone's (only the unanswered, when asked). */
export function page(db: DbOrTx, filter: { submitter?: string; unanswered?: boolean }, offset: number, limit: number) {
  let filtered = db.selectFrom('feedback');
  if (filter.submitter !== undefined) filtered = filtered.where('feedback.submitter_uid', '=', filter.submitter);
  if (filter.unanswered) filtered = filtered.where('feedback.replied_at', 'is', null);
  return pageWithTotal(filtered.select(columns).orderBy('feedback.id', 'desc').offset(offset).limit(limit), filtered, offset);
}

export function filesOf(db: DbOrTx, feedbackIds: number[]) {
  if (feedbackIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('feedback_files')
    .select(['feedback_id', 'file_id', 'name'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('feedback_id')
    .orderBy('position')
    .execute();
}

export function submitterOf(db: DbOrTx, id: number) {
  return db.selectFrom('feedback').select(['submitter_uid', 'title', 'content']).where('id', '=', id).executeTakeFirst();
}

export async function saveReply(db: DbOrTx, id: number, reply: { text: string; replier: string }): Promise<void> {
  await db.updateTable('feedback').set({ reply: reply.text, replied_at: new Date(), replier_uid: reply.replier }).where('id', '=', id).execute();
}

/** Of the files `ids`, those some feedback holds. */
export async function heldFiles(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('feedback_files').select('file_id').distinct().where('file_id', 'in', ids).execute()).map((r) => r.file_id);
}
