/** Service cards for the home page: hot services and the caller's recent ones. */
import type { Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { AppCard } from '../../../../contract/schemas';
import type { DbOrTx } from '../../db/database';
import type { AppRow } from '../../db/tables/apps.table';
import type { SessionUser } from '../../http/context';

type Card = Static<typeof AppCard>;
type Row = AppRow & { departName: string | null };

function dateTime(d: Date | null): string {
  if (!d) return '';
  // Shown in campus time (UTC+8) as the spec's "YYYY-MM-DD HH:mm:ss".
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

function toCard(row: Row, children: Row[]): Card {
  const fields = (r: Row) => ({
    id: r.id,
    name: r.name,
    logo_url: r.logo_url,
    type: r.type,
    is_folder: r.is_folder ? 1 : 0,
    // Administrators write this HTML; only formatting tags and safe links reach the page.
    folder_desc: r.folder_desc ? sanitizeHtml(r.folder_desc) : '',
    departName: r.departName ?? '',
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
  });
  return { ...fields(row), apps: children.map(fields) };
}

function appsQuery(db: DbOrTx, user: SessionUser | null) {
  let q = db
    .selectFrom('apps')
    .leftJoin('departments', 'departments.id', 'apps.department_id')
    .selectAll('apps')
    .select('departments.name as departName')
    .where('apps.enabled', '=', true);
  // Signed-in users see the services meant for them; visitors browse everything and sign in to launch.
  if (user) q = q.where(sql<boolean>`${user.identity_type} = ANY(apps.audiences)`);
  return q;
}

async function withChildren(db: DbOrTx, user: SessionUser | null, rows: Row[]): Promise<Card[]> {
  const folderIds = rows.filter((r) => r.is_folder).map((r) => r.id);
  const children = folderIds.length
    ? await appsQuery(db, user).where('apps.folder_id', 'in', folderIds).orderBy('apps.sort').execute()
    : [];
  return rows.map((r) => toCard(r, children.filter((c) => c.folder_id === r.id)));
}

export async function hotApps(db: DbOrTx, user: SessionUser | null, limit: number): Promise<Card[]> {
  const rows = await appsQuery(db, user)
    .where('apps.folder_id', 'is', null)
    .orderBy('apps.is_hot', 'desc')
    .orderBy('apps.times', 'desc')
    .orderBy('apps.views', 'desc')
    .orderBy('apps.id')
    .limit(limit)
    .execute();
  return withChildren(db, user, rows);
}

export async function recentApps(db: DbOrTx, user: SessionUser, limit: number): Promise<Card[]> {
  const rows = await appsQuery(db, user)
    .innerJoin('user_app_usage as u', 'u.app_id', 'apps.id')
    .where('u.uid', '=', user.uid)
    .orderBy('u.last_used_at', 'desc')
    .limit(limit)
    .execute();
  return withChildren(db, user, rows);
}
