/**
 * The back office's notice categories (names in Chinese and English): every save at the version the editor loaded and
 * recorded in the audit trail in the same transaction; only a category holding no notice may be deleted.
 */
import type { Static } from '@sinclair/typebox';
import type { AdminNoticeCategory, noticesAdminCalls } from '../../../../../contract/calls/notices';
import { inLanguage } from '../../../../../contract/rules/bilingual';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { isUniqueViolation } from '../../../db/unique-violation';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import type { Lang } from '../../../domain/lang';
import * as audit from '../../audit/audit.service';
import { actorOf, lastSaveOf, type SessionUser } from '../../org/org.service';
import * as q from './admin.queries';
import * as shared from '../notices.queries';

type CategoryDraft = Static<(typeof noticesAdminCalls)['saveNoticeCategory']['payload']>;

const asCategory = (r: q.CategoryRow): AdminNoticeCategory => ({ ...r, notices: Number(r.notices ?? 0), updated_at: campusDateTime(r.updated_at) });

export async function namesById(db: DbOrTx, lang: Lang): Promise<Map<number, string>> {
  return new Map((await shared.categories(db)).map((c) => [c.id, inLanguage(c.name, c.name_en, lang)]));
}

export async function exists(db: DbOrTx, id: number): Promise<boolean> {
  return (await q.category(db, id)) !== undefined;
}

export async function categoryList(db: DbOrTx, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.categoryPage(db, (page.p - 1) * page.pageSize, page.pageSize), q.categoryCount(db)]);
  return { list: rows.map(asCategory), total, p: page.p, page_size: page.pageSize };
}

export async function saveCategory(db: DbOrTx, user: SessionUser, draft: CategoryDraft): Promise<AdminNoticeCategory> {
  const actor = actorOf(user);
  const fields = { name: draft.name.trim(), name_en: (draft.name_en ?? '').trim(), sort: draft.sort, updated_by: actor };
  try {
    return await inTransaction(db, async (tx) => {
      const before = draft.id === undefined ? undefined : await q.category(tx, draft.id);
      const saved =
        draft.id === undefined
          ? await q.insertCategory(tx, fields)
          : await savedOrConflict(await q.updateCategory(tx, draft.id, draft.version ?? 0, fields), async () => lastSaveOf(tx, await q.categoryStamp(tx, draft.id!)));
      const after = asCategory({ ...saved, notices: before?.notices ?? 0 });
      await audit.recordChange(tx, { actorUid: actor, area: 'notices', entity: 'notice_category', entityId: saved.id, action: before ? 'update' : 'create', summary: saved.name, before: before ? asCategory(before) : null, after });
      return after;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('notices.categoryNameTaken') : error;
  }
}

export function deleteCategory(db: DbOrTx, user: SessionUser, id: number, version: number): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const gone = await q.deleteEmptyCategory(tx, id, version);
    if (!gone) {
      const now = await q.categoryStamp(tx, id);
      if (now?.version === version) throw new DomainError('notices.categoryInUse');
      await savedOrConflict(undefined, () => lastSaveOf(tx, now));
    }
    const before = asCategory({ ...gone!, notices: 0 });
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'notices', entity: 'notice_category', entityId: id, action: 'delete', summary: before.name, before, after: null });
    return {};
  });
}
