/**
 * The back office's header (type 1) and footer (type 2) links: addresses by the URL rule of spec §5, every save at the
 * version the editor loaded and recorded in the audit trail in the same transaction. Each page load fetches the links
 * once (src/stores/links.ts), so a change shows on the next one.
 */
import type { Static } from '@sinclair/typebox';
import type { AdminLink, siteContentCalls } from '../../../../../contract/calls/site-content';
import { checkUrl } from '../../../../../contract/rules/validation';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import { actorOf, lastSaveOf, type SessionUser } from '../../org/org.service';
import * as q from './content.queries';
import { siteContentChanged } from '../site.service';

type LinkDraft = Static<(typeof siteContentCalls)['saveLink']['payload']>;

const asLink = (row: q.LinkRow): AdminLink => ({
  ...row,
  type: row.type === 2 ? 2 : 1,
  new_tab: row.new_tab ? 1 : 0,
  updated_at: campusDateTime(row.updated_at),
});

export async function linkList(db: DbOrTx, type: number | undefined, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.linkPage(db, type, (page.p - 1) * page.pageSize, page.pageSize), q.linkCount(db, type)]);
  return { list: rows.map(asLink), total, p: page.p, page_size: page.pageSize };
}

export function saveLink(db: DbOrTx, user: SessionUser, draft: LinkDraft): Promise<AdminLink> {
  const url = draft.url.trim();
  if (checkUrl(url)) throw new DomainError('site.urlInvalid');
  const actor = actorOf(user);
  const fields = { name: draft.name.trim(), url, type: draft.type, new_tab: draft.new_tab === 1, sort: draft.sort, updated_by: actor };
  return inTransaction(db, async (tx) => {
    const before = draft.id === undefined ? undefined : await q.link(tx, draft.id);
    const saved =
      draft.id === undefined
        ? await q.insertLink(tx, fields)
        : await savedOrConflict(await q.updateLink(tx, draft.id, draft.version ?? 0, fields), async () => lastSaveOf(tx, await q.linkStamp(tx, draft.id!)));
    const after = asLink(saved);
    await audit.recordChange(tx, { actorUid: actor, area: 'site', entity: 'link', entityId: saved.id, action: before ? 'update' : 'create', summary: saved.name, before: before ? asLink(before) : null, after });
    siteContentChanged(tx);
    return after;
  });
}

export function deleteLink(db: DbOrTx, user: SessionUser, id: number, version: number): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const gone = await savedOrConflict(await q.deleteLink(tx, id, version), async () => lastSaveOf(tx, await q.linkStamp(tx, id)));
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'site', entity: 'link', entityId: id, action: 'delete', summary: gone.name, before: asLink(gone), after: null });
    siteContentChanged(tx);
    return {};
  });
}
