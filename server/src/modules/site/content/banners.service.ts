/**
 * The back office's banners (spec §3 Banner) and the carousel's timing: every save at the version the editor loaded,
 * recorded in the audit trail in the same transaction. Readers load banners on every visit of the home page, so a
 * change shows on the next one; nothing caches them.
 */
import type { Static } from '@sinclair/typebox';
import { BANNER_HEIGHT, BANNER_INTERVAL_MS } from '../../../../../contract/constants';
import type { AdminBanner, BannerCarousel, siteContentCalls } from '../../../../../contract/calls/site-content';
import { checkUrl } from '../../../../../contract/rules/validation';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { campusDateTime } from '../../../domain/campus-time';
import { DomainError } from '../../../domain/errors';
import * as audit from '../../audit/audit.service';
import { actorOf, lastSaveOf, type SessionUser } from '../../org/org.service';
import { readSetting, siteContentChanged } from '../site.service';
import * as q from './content.queries';

type BannerDraft = Static<(typeof siteContentCalls)['saveBanner']['payload']>;

const asBanner = (row: q.BannerRow): AdminBanner => ({ ...row, is_show: row.is_show ? 1 : 0, updated_at: campusDateTime(row.updated_at) });

/** A banner's link is empty or an http(s) address (spec §5 URL rule). */
export function checkLink(url: string): string {
  const link = url.trim();
  if (link && checkUrl(link)) throw new DomainError('site.urlInvalid');
  return link;
}

export async function bannerList(db: DbOrTx, page: { p: number; pageSize: number }) {
  const [rows, total] = await Promise.all([q.bannerPage(db, (page.p - 1) * page.pageSize, page.pageSize), q.bannerCount(db)]);
  return { list: rows.map(asBanner), total, p: page.p, page_size: page.pageSize };
}

export function saveBanner(db: DbOrTx, user: SessionUser, draft: BannerDraft): Promise<AdminBanner> {
  const actor = actorOf(user);
  const fields = {
    title: (draft.title ?? '').trim(),
    logo_url: draft.logo_url.trim(),
    linkurl: checkLink(draft.linkurl ?? ''),
    is_show: draft.is_show === 1,
    sort: draft.sort,
    updated_by: actor,
  };
  return inTransaction(db, async (tx) => {
    const before = draft.id === undefined ? undefined : await q.banner(tx, draft.id);
    const saved =
      draft.id === undefined
        ? await q.insertBanner(tx, fields)
        : await savedOrConflict(await q.updateBanner(tx, draft.id, draft.version ?? 0, fields), async () => lastSaveOf(tx, await q.bannerStamp(tx, draft.id!)));
    const after = asBanner(saved);
    const shownChanged = before !== undefined && before.is_show !== saved.is_show;
    const action = !before ? 'create' : shownChanged ? (saved.is_show ? 'publish' : 'unpublish') : 'update';
    await audit.recordChange(tx, { actorUid: actor, area: 'site', entity: 'banner', entityId: saved.id, action, summary: saved.title || saved.logo_url, before: before ? asBanner(before) : null, after });
    siteContentChanged(tx);
    return after;
  });
}

export function deleteBanner(db: DbOrTx, user: SessionUser, id: number, version: number): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const gone = await savedOrConflict(await q.deleteBanner(tx, id, version), async () => lastSaveOf(tx, await q.bannerStamp(tx, id)));
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'site', entity: 'banner', entityId: id, action: 'delete', summary: gone.title || gone.logo_url, before: asBanner(gone), after: null });
    siteContentChanged(tx);
    return {};
  });
}

// ── the carousel ────────────────────────────────────────────────────────────────

/** The carousel as the site sets it; spec §9's 5 seconds and 240 px when it sets nothing. */
export async function carousel(db: DbOrTx): Promise<BannerCarousel> {
  const setting = (await readSetting<{ system_setting?: { banner_interval?: number; banner_height?: number } }>(db, 'site'))?.system_setting;
  return { interval: setting?.banner_interval ?? BANNER_INTERVAL_MS / 1000, height: setting?.banner_height ?? BANNER_HEIGHT };
}

export function saveCarousel(db: DbOrTx, user: SessionUser, next: BannerCarousel): Promise<BannerCarousel> {
  return inTransaction(db, async (tx) => {
    const before = await carousel(tx);
    await q.patchSystemSetting(tx, { banner_interval: next.interval, banner_height: next.height });
    const after = await carousel(tx);
    await audit.recordChange(tx, { actorUid: actorOf(user), area: 'site', entity: 'banner_carousel', entityId: 'site', action: 'update', summary: 'banner carousel', before, after });
    return after;
  });
}
