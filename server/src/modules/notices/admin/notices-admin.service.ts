/**
 * The back office's notices and office notices (办公公告, the same table told apart by `kind`): drafts and published
 * ones, written with their bodies sanitised on the server (formatting, the portal's own pictures and those of
 * IMAGE_HOSTS, safe links; never a script, a style or an event handler), every save at the version the editor loaded
 * and recorded in the audit trail in the same transaction. Readers' lists and details read the table on every call,
 * so a change shows at once.
 */
import type { Static } from '@sinclair/typebox';
import type { AdminNotice, AdminNoticeDetail, noticesAdminCalls } from '../../../../../contract/calls/notices';
import { inLanguage } from '../../../../../contract/rules/bilingual';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import type { Lang } from '../../../domain/lang';
import * as audit from '../../audit/audit.service';
import * as forms from '../../forms/forms.service';
import { actorOf, lastSaveOf, type SessionUser } from '../../org/org.service';
import * as q from './admin.queries';
import * as categories from './categories.service';
import { noticesChanged } from '../notices.service';

type NoticeDraft = Static<(typeof noticesAdminCalls)['saveNotice']['payload']>;

/** A time the editor gave in campus time (YYYY-MM-DD HH:mm[:ss]; a bare date is its midnight). */
export function campusTimeOf(text: string): Date {
  const [date, time = '00:00'] = text.trim().split(/[ T]/);
  const at = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+08:00`);
  if (Number.isNaN(at.getTime())) throw new DomainError('notices.badSendTime');
  return at;
}

/** Text that is only markup (an editor's empty `<p><br></p>`, say) and no picture says nothing. */
const saysNothing = (html: string) => !/<img\s/i.test(html) && html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

async function withCategoryNames(db: DbOrTx, lang: Lang, rows: q.NoticeRow[]): Promise<AdminNotice[]> {
  const names = await categories.namesById(db, lang);
  return rows.map((r) => asNotice(r, names));
}

function asNotice(r: q.NoticeRow, names: Map<number, string>): AdminNotice {
  return {
    id: r.id,
    kind: r.kind,
    category_id: r.category_id ?? 0,
    category_name: r.category_id === null ? '' : (names.get(r.category_id) ?? ''),
    title: r.title,
    title_en: r.title_en,
    send_time: campusDateTime(r.send_time),
    published: r.published ? 1 : 0,
    version: r.version,
    updated_at: campusDateTime(r.updated_at),
  };
}

async function asDetail(db: DbOrTx, lang: Lang, r: q.NoticeDetailRow): Promise<AdminNoticeDetail> {
  const [entry] = await withCategoryNames(db, lang, [r]);
  return { ...entry, content: r.content, content_en: r.content_en };
}

export async function noticeList(db: DbOrTx, lang: Lang, filter: q.NoticeFilter, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.noticePage(db, filter, (page.p - 1) * page.pageSize, page.pageSize), q.noticeCount(db, filter)]);
  return { list: await withCategoryNames(db, lang, rows), total, p: page.p, page_size: page.pageSize };
}

export async function noticeForEditing(db: DbOrTx, lang: Lang, id: number): Promise<AdminNoticeDetail> {
  const row = await q.notice(db, id);
  if (!row) throw new DomainError('edit.gone');
  return asDetail(db, lang, row);
}

export function saveNotice(db: DbOrTx, user: SessionUser, lang: Lang, draft: NoticeDraft, imageOrigins: readonly string[]): Promise<AdminNoticeDetail> {
  const content = forms.sanitizeRichText(draft.content, imageOrigins);
  if (saysNothing(content)) throw new DomainError('notices.contentRequired');
  const contentEn = draft.content_en ? forms.sanitizeRichText(draft.content_en, imageOrigins) : '';
  if (draft.kind === 'notice' && draft.category_id === undefined) throw new DomainError('notices.categoryRequired');
  const actor = actorOf(user);
  const fields = {
    kind: draft.kind,
    category_id: draft.kind === 'notice' ? draft.category_id : null,
    title: draft.title.trim(),
    title_en: draft.title_en?.trim() ?? '',
    content,
    content_en: saysNothing(contentEn) ? '' : contentEn,
    send_time: draft.send_time ? campusTimeOf(draft.send_time) : new Date(),
    published: draft.published === 1,
    updated_by: actor,
  };
  return inTransaction(db, async (tx) => {
    noticesChanged(tx);
    if (fields.category_id != null && !(await categories.exists(tx, fields.category_id))) throw new DomainError('notices.unknownCategory');
    const before = draft.id === undefined ? undefined : await q.notice(tx, draft.id);
    const saved =
      draft.id === undefined
        ? await q.insertNotice(tx, fields)
        : await savedOrConflict(await q.updateNotice(tx, draft.id, draft.version ?? 0, fields), async () => lastSaveOf(tx, await q.noticeStamp(tx, draft.id!)));
    const after = await asDetail(tx, lang, saved);
    const publishing = before !== undefined && before.published !== saved.published;
    const action = !before ? 'create' : publishing ? (saved.published ? 'publish' : 'unpublish') : 'update';
    await audit.recordChange(tx, {
      actorUid: actor,
      area: 'notices',
      entity: saved.kind === 'office' ? 'office_notice' : 'notice',
      entityId: saved.id,
      action,
      summary: inLanguage(saved.title, saved.title_en, 'zh'),
      before: before ? await asDetail(tx, lang, before) : null,
      after,
    });
    return after;
  });
}

export function deleteNotice(db: DbOrTx, user: SessionUser, lang: Lang, id: number, version: number): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    noticesChanged(tx);
    const gone = await savedOrConflict(await q.deleteNotice(tx, id, version), async () => lastSaveOf(tx, await q.noticeStamp(tx, id)));
    const before = await asDetail(tx, lang, gone);
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'notices', entity: gone.kind === 'office' ? 'office_notice' : 'notice', entityId: id, action: 'delete', summary: gone.title, before, after: null });
    return {};
  });
}
