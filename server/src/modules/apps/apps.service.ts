/** Service cards for the home page: hot services and the caller's recent ones. */
import sanitizeHtml from 'sanitize-html';
import type { AppCard } from '../../../../contract/schemas';
import type { DbOrTx } from '../../db/database';
import type { AppRow } from '../../db/tables/apps.table';
import * as org from '../org/org.service';
import type { SessionUser } from '../org/org.service';
import * as q from './apps.queries';

function dateTime(d: Date | null): string {
  if (!d) return '';
  // Shown in campus time (UTC+8) as the spec's "YYYY-MM-DD HH:mm:ss".
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function cardFields(r: AppRow, departments: Map<number, string>): Omit<AppCard, 'apps'> {
  return {
    id: r.id,
    name: r.name,
    logo_url: r.logo_url,
    type: r.type,
    is_folder: r.is_folder ? 1 : 0,
    // Administrators write this HTML; only formatting tags and safe links reach the page.
    folder_desc: r.folder_desc ? sanitizeHtml(r.folder_desc) : '',
    departName: departments.get(r.department_id ?? -1) ?? '',
    star: Number(r.star),
    star_enable: r.star_enable ? 'yes' : 'no',
    show_times: r.show_times ? 'yes' : 'no',
    views: r.views,
    times: r.times,
    during_upper: dateTime(r.during_upper),
    details_page: r.details_page ? 1 : 0,
    mobile_limit: r.mobile_limit,
    jump_type: r.jump_type,
    terminal: r.terminal,
    url: r.url,
    url_pc: r.url_pc,
    url_mobile: r.url_mobile,
    qrcode: r.qrcode,
    json_small_data: r.json_small_data,
    thirdparty_id: r.thirdparty_id,
    thirdparty_name: r.thirdparty_name,
    source_type: r.source_type,
  };
}

const audienceOf = (user: SessionUser | null): q.Audience => ({ identityType: user?.identity_type ?? null });

async function withChildren(db: DbOrTx, audience: q.Audience, rows: AppRow[]): Promise<AppCard[]> {
  const folderIds = rows.filter((r) => r.is_folder).map((r) => r.id);
  const children = folderIds.length ? await q.childrenOfFolders(db, audience, folderIds) : [];
  const departments = await org.departmentNames(db, [...rows, ...children].map((r) => r.department_id));
  return rows.map((row) => ({
    ...cardFields(row, departments),
    apps: children.filter((c) => c.folder_id === row.id).map((c) => cardFields(c, departments)),
  }));
}

export async function hotApps(db: DbOrTx, user: SessionUser | null, limit: number): Promise<AppCard[]> {
  const audience = audienceOf(user);
  return withChildren(db, audience, await q.hotTopLevelApps(db, audience, limit));
}

export async function recentApps(db: DbOrTx, user: SessionUser, limit: number): Promise<AppCard[]> {
  const audience = audienceOf(user);
  return withChildren(db, audience, await q.recentAppsOf(db, audience, user.uid, limit));
}
