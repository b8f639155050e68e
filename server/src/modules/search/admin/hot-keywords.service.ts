/**
 * The back office's configured hot keywords (what tops up the most clicked names under the search box), per search
 * type: every save at the version the editor loaded, recorded in the audit trail in the same transaction, and the
 * hot keywords this process keeps in memory dropped once it commits (other processes follow within their minute).
 */
import type { Static } from '@sinclair/typebox';
import type { AdminHotKeyword, searchAdminCalls } from '../../../../../contract/calls/search';
import type { DbOrTx } from '../../../db/database';
import { afterCommit, inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { isUniqueViolation } from '../../../db/unique-violation';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import { actorOf, lastSaveOf, type SessionUser } from '../../org/org.service';
import { forgetHotKeywords } from '../search.service';
import * as q from './hot-keywords.queries';

type Draft = Static<(typeof searchAdminCalls)['saveHotKeyword']['payload']>;

const asKeyword = (r: q.HotKeywordRow): AdminHotKeyword => ({ ...r, updated_at: campusDateTime(r.updated_at) });

export async function keywordList(db: DbOrTx, searchType: number | undefined, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.page(db, searchType, (page.p - 1) * page.pageSize, page.pageSize), q.count(db, searchType)]);
  return { list: rows.map(asKeyword), total, p: page.p, page_size: page.pageSize };
}

export async function saveKeyword(db: DbOrTx, user: SessionUser, draft: Draft): Promise<AdminHotKeyword> {
  const actor = actorOf(user);
  const fields = { keyword: draft.keyword.trim(), search_type: draft.search_type, sort: draft.sort, updated_by: actor };
  if (!fields.keyword) throw new DomainError('search.keywordRequired');
  try {
    return await inTransaction(db, async (tx) => {
      const before = draft.id === undefined ? undefined : await q.hotKeyword(tx, draft.id);
      const saved =
        draft.id === undefined
          ? await q.insert(tx, fields)
          : await savedOrConflict(await q.update(tx, draft.id, draft.version ?? 0, fields), async () => lastSaveOf(tx, await q.stamp(tx, draft.id!)));
      if (!saved) throw new DomainError('search.keywordTaken');
      const after = asKeyword(saved);
      await audit.recordChange(tx, { actorUid: actor, area: 'search', entity: 'hot_keyword', entityId: saved.id, action: before ? 'update' : 'create', summary: saved.keyword, before: before ? asKeyword(before) : null, after });
      afterCommit(tx, () => forgetHotKeywords(tx));
      return after;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new DomainError('search.keywordTaken') : error;
  }
}

export function deleteKeyword(db: DbOrTx, user: SessionUser, id: number, version: number): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const gone = await savedOrConflict(await q.remove(tx, id, version), async () => lastSaveOf(tx, await q.stamp(tx, id)));
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'search', entity: 'hot_keyword', entityId: id, action: 'delete', summary: gone.keyword, before: asKeyword(gone), after: null });
    afterCommit(tx, () => forgetHotKeywords(tx));
    return {};
  });
}
