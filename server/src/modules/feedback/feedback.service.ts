/**
 * Feedback (spec §3 Feedback, §5): users send it from the dialog, read it back with the reply in the user centre,
 * and administrators answer it from the back office. The dialog's rules (contract/rules/validation.ts) are checked
 * here again, and attachments may only be files the submitter uploaded.
 */
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { filesCalls } from '../../../../contract/calls/files';
import type { Feedback, FeedbackForAdmin, FeedbackType } from '../../../../contract/calls/feedback';
import { AdminRight } from '../../../../contract/rules/admin-rights';
import { inLanguage } from '../../../../contract/rules/bilingual';
import { checkFeedback, FEEDBACK_TYPE_SERVICE } from '../../../../contract/rules/validation';
import type { DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { savedOrConflict } from '../../db/versioned';
import { campusDateTime } from '../../domain/campus-time';
import { DomainError, type DomainErrorCode } from '../../domain/errors';
import type { Lang } from '../../domain/lang';
import type { FileReaders } from '../area-module';
import * as apps from '../apps/apps.service';
import * as audit from '../audit/audit.service';
import * as files from '../files/files.service';
import * as messages from '../messages/messages.service';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './feedback.queries';

/** The most files one feedback may hold. */
export const FEEDBACK_MAX_FILES = 9;

export async function feedbackTypes(db: DbOrTx, lang: Lang): Promise<FeedbackType[]> {
  return (await q.types(db)).map((t) => ({ type: t.type, name: inLanguage(t.name, t.name_en, lang) }));
}

export interface NewFeedback {
  type: number;
  apps_id?: number;
  contact?: string;
  title?: string;
  content: string;
  /** JSON list of uploaded files, as the dialog sends it (spec §3: name, id, url); only the ids count. */
  image?: string;
}

const PROBLEM_CODES = {
  feedbackAppRequired: 'feedback.appRequired',
  feedbackTitleRequired: 'feedback.titleRequired',
  feedbackContentRequired: 'feedback.contentRequired',
  feedbackContentTooLong: 'feedback.contentTooLong',
} as const satisfies Record<string, DomainErrorCode>;

const ImageList = Type.Array(Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), name: Type.Optional(Type.String()) }));

/** The files the dialog's `image` names, in its order, each once. */
function attachedIds(image: string | undefined): { id: string; name: string }[] {
  if (!image?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(image);
  } catch {
    throw new DomainError('feedback.imagesUnreadable');
  }
  if (!Value.Check(ImageList, list)) throw new DomainError('feedback.imagesUnreadable');
  const unique = [...new Map(list.map((f) => [f.id, { id: f.id, name: f.name || f.id }])).values()];
  if (unique.length > FEEDBACK_MAX_FILES) throw new DomainError('feedback.tooManyImages', { max: FEEDBACK_MAX_FILES });
  return unique;
}

export async function submit(db: DbOrTx, user: SessionUser, lang: Lang, input: NewFeedback): Promise<{ id: number }> {
  const problems = checkFeedback(input);
  const first = problems.apps_id ?? problems.title ?? problems.content;
  if (first) throw new DomainError(PROBLEM_CODES[first as keyof typeof PROBLEM_CODES]);
  if (!(await q.typeExists(db, input.type))) throw new DomainError('feedback.unknownType');
  const aboutService = input.type === FEEDBACK_TYPE_SERVICE;
  if (aboutService && !(await apps.pickableApps(db, { user, lang })).some((a) => a.id === input.apps_id)) throw new DomainError('feedback.unknownApp');
  const refs = attachedIds(input.image).map((f) => ({ ...f, size: 0 }));
  // Refuses, as one answer, any file that is missing or someone else's; writes each stored file's own name into its ref.
  await files.checkAttachments(db, { uid: user.uid, refs, kept: new Set() });
  const id = await q.insert(
    db,
    {
      submitter_uid: user.uid,
      type: input.type,
      app_id: aboutService ? input.apps_id : null,
      contact: input.contact?.trim() ?? '',
      title: input.title?.trim() ?? '',
      content: input.content.trim(),
    },
    refs.map((r) => ({ file_id: r.id, name: r.name })),
  );
  return { id };
}

const fileUrl = (id: string, thumb = false) => `${filesCalls.download.path}?file_id=${encodeURIComponent(id)}${thumb ? '&thumb=1' : ''}`;

/** The rows of a page as the calls answer them, with their types, services and files. */
async function described(db: DbOrTx, rows: q.FeedbackRow[], lang: Lang): Promise<(Feedback & { row: q.FeedbackRow })[]> {
  const [types, names, held] = await Promise.all([
    feedbackTypes(db, lang),
    apps.appNames(db, [...new Set(rows.flatMap((r) => (r.app_id === null ? [] : [r.app_id])))], lang),
    q.filesOf(db, rows.map((r) => r.id)),
  ]);
  const thumbnails = await files.thumbnailed(db, held.map((f) => f.file_id));
  const typeNames = new Map(types.map((t) => [t.type, t.name]));
  return rows.map((row) => ({
    row,
    id: row.id,
    type: row.type,
    type_name: typeNames.get(row.type) ?? '',
    apps_id: row.app_id,
    app_name: row.app_id === null ? '' : (names.get(row.app_id) ?? ''),
    contact: row.contact,
    title: row.title,
    content: row.content,
    image: held
      .filter((f) => f.feedback_id === row.id)
      .map((f) => ({ id: f.file_id, name: f.name, url: fileUrl(f.file_id), ...(thumbnails.has(f.file_id) && { thumb_url: fileUrl(f.file_id, true) }) })),
    created: campusDateTime(row.created_at),
    reply: row.reply,
    replied: campusDateTime(row.replied_at),
  }));
}

const withoutRow = <T extends { row: unknown }>({ row: _, ...rest }: T) => rest;

export async function myFeedback(db: DbOrTx, user: SessionUser, lang: Lang, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.page(db, { submitter: user.uid }, (page.p - 1) * page.pageSize, page.pageSize);
  return { list: (await described(db, rows, lang)).map(withoutRow), total, p: page.p, page_size: page.pageSize };
}

export async function allFeedback(db: DbOrTx, lang: Lang, filter: Omit<q.FeedbackFilter, 'submitter'>, page: { p: number; pageSize: number }) {
  const { rows, total } = await q.page(db, filter, (page.p - 1) * page.pageSize, page.pageSize);
  const list = await described(db, rows, lang);
  const people = await org.peopleNames(db, rows.flatMap((r) => [r.submitter_uid, r.replier_uid]));
  const full: FeedbackForAdmin[] = list.map((f) => ({
    ...withoutRow(f),
    submitter_uid: f.row.submitter_uid,
    submitter_name: people.get(f.row.submitter_uid) ?? '',
    replier_name: f.row.replier_uid === null ? '' : (people.get(f.row.replier_uid) ?? ''),
    version: f.row.version,
  }));
  return { list: full, total, p: page.p, page_size: page.pageSize };
}

/** A reply as the audit trail keeps it. */
const replyRecord = (row: { reply: string; replied_at: Date | null; replier_uid: string | null; version: number }) => ({
  reply: row.reply,
  replied: campusDateTime(row.replied_at),
  replier_uid: row.replier_uid ?? '',
  version: row.version,
});

/**
 * Saves the reply over the version the replier read and tells the submitter, in one transaction with its line in the
 * audit trail: the message and the record exist exactly when the reply does. A reply saved in between is refused
 * (e = 409) naming who saved it.
 */
export async function reply(db: DbOrTx, replier: SessionUser, input: { feedbackId: number; text: string; version: number }): Promise<{ version: number }> {
  const text = input.text.trim();
  return inTransaction(db, async (tx) => {
    const feedback = await q.forReply(tx, input.feedbackId);
    if (!feedback) throw new DomainError('feedback.notFound');
    const saved = await savedOrConflict(await q.saveReply(tx, input.feedbackId, input.version, { text, replier: replier.uid }), async () => {
      const by = feedback.updated_by ?? feedback.replier_uid;
      const at = feedback.updated_at ?? feedback.replied_at;
      return at ? { by: (by && (await org.peopleNames(tx, [by])).get(by)) || by || '', at } : { by: '', at: new Date() };
    });
    await audit.recordChange(tx, {
      actorUid: replier.actor_uid ?? replier.uid,
      area: 'feedback',
      entity: 'feedback',
      entityId: input.feedbackId,
      action: 'reply',
      summary: feedback.title || feedback.content.slice(0, 40),
      before: replyRecord(feedback),
      after: replyRecord(saved),
    });
    // The message is about the feedback: it leads to the user centre's 我的反馈 (contract/rules/message-target.ts).
    await messages.sendMessages(tx, [
      { to: feedback.submitter_uid, type: 3, title: `您的意见反馈已回复：${feedback.title || feedback.content.slice(0, 20)}`, content: text, about: { kind: 'feedback', id: String(input.feedbackId) } },
    ]);
    return { version: saved.version };
  });
}

/** The feedback inbox's administrators read the files feedback holds (the back office shows them); the files area asks this. */
export const feedbackFileReaders: FileReaders = async (db, uid, ids) => {
  const user = await org.activeUser(db, uid);
  return new Set(user && (await org.holdsPermit(db, user, AdminRight.inbox)) ? await q.heldFiles(db, ids) : []);
};

/** The demo campus's feedback types (server/demo/feedback.ts). */
export const seedTypes = q.insertTypes;
