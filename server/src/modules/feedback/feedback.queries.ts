/** Feedback, its types and the files it holds. */
import type { Insertable } from 'kysely';
import { containing } from '../../db/containing';
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
  'feedback.created_at', 'feedback.reply', 'feedback.replied_at', 'feedback.replier_uid', 'feedback.version',
] as const;

export interface FeedbackFilter {
  submitter?: string;
  id?: number;
  /** true: only answered; false: only not answered yet. */
  answered?: boolean;
  type?: number;
  /** Found in the title, the content or the contact. */
  keyword?: string;
}

export type FeedbackRow = Awaited<ReturnType<typeof page>>['rows'][number];

/** A page of feedback, newest first: one submitter's, or everyone's, filtered. */
export function page(db: DbOrTx, filter: FeedbackFilter, offset: number, limit: number) {
  let filtered = db.selectFrom('feedback');
  if (filter.submitter !== undefined) filtered = filtered.where('feedback.submitter_uid', '=', filter.submitter);
  if (filter.answered !== undefined) filtered = filtered.where('feedback.replied_at', filter.answered ? 'is not' : 'is', null);
  if (filter.id !== undefined) filtered = filtered.where('feedback.id', '=', filter.id);
  if (filter.type !== undefined) filtered = filtered.where('feedback.type', '=', filter.type);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = containing(keyword);
    filtered = filtered.where((eb) => eb.or([eb('feedback.title', 'like', like), eb('feedback.content', 'like', like), eb('feedback.contact', 'like', like)]));
  }
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

/** One feedback as a reply changes it: its submitter and words, and its reply as it stands. */
export function forReply(db: DbOrTx, id: number) {
  return db
    .selectFrom('feedback')
    .select(['submitter_uid', 'title', 'content', 'reply', 'replied_at', 'replier_uid', 'version', 'updated_by', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Saves a reply over the version the replier read, raising it; nothing when someone saved in between. */
export function saveReply(db: DbOrTx, id: number, version: number, reply: { text: string; replier: string }) {
  const now = new Date();
  return db
    .updateTable('feedback')
    .set((eb) => ({ reply: reply.text, replied_at: now, replier_uid: reply.replier, updated_by: reply.replier, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(['reply', 'replied_at', 'replier_uid', 'version'])
    .executeTakeFirst();
}

/** Of the files `ids`, those some feedback holds. */
export async function heldFiles(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('feedback_files').select('file_id').distinct().where('file_id', 'in', ids).execute()).map((r) => r.file_id);
}
