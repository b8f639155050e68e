/**
 * The back office's services and folders (spec §3 App/service): lists of everything, published or not; create
 * (unpublished), save at the version loaded, publish and unpublish, order within a category, delete while nothing
 * refers to it. Each write runs in one transaction with its trail entry, and drops the catalogue's caches.
 */
import { Value } from '@sinclair/typebox/value';
import sanitizeHtml from 'sanitize-html';
import {
  AppMaterialList,
  type AdminApp,
  type AppMaterialInput,
  type SaveAppPayload,
  type SaveFolderPayload,
} from '../../../../../contract/calls/apps';
import { inLanguage } from '../../../../../contract/rules/bilingual';
import { checkUrl } from '../../../../../contract/rules/validation';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { DomainError } from '../../../domain/errors';
import type { Lang } from '../../../domain/lang';
import * as org from '../../org/org.service';
import type { SessionUser } from '../../org/org.service';
import type { Insertable } from 'kysely';
import type { AppRow, AppsTable } from '../apps.table';
import { launchFields } from '../apps.service';
import { changed, lastSave, refusingDanglingKeys, savesOf } from './editing';
import * as q from './catalog-admin.queries';

type Material = Awaited<ReturnType<typeof q.materialsOf>>[number];

async function adminApps(db: DbOrTx, rows: AppRow[], lang: Lang, materials: Material[] = []): Promise<AdminApp[]> {
  const [[categories], departments, children, saves] = await Promise.all([
    q.choices(db),
    org.departmentNames(db, rows.map((r) => r.department_id), lang),
    q.childrenOf(db, rows.filter((r) => r.is_folder).map((r) => r.id)),
    savesOf(db, rows),
  ]);
  const categoryNames = new Map(categories.map((c) => [c.id, inLanguage(c.name, c.name_en, lang)]));
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    name_en: r.name_en,
    logo_url: r.logo_url,
    type: r.type,
    is_folder: r.is_folder ? 1 : 0,
    folder_id: r.folder_id ?? 0,
    folder_desc: r.folder_desc,
    folder_desc_en: r.folder_desc_en,
    description: r.description,
    description_en: r.description_en,
    handling_days: r.handling_days,
    category_id: r.category_id ?? 0,
    category_name: categoryNames.get(r.category_id ?? -1) ?? '',
    department_id: r.department_id ?? 0,
    department_name: departments.get(r.department_id ?? -1) ?? '',
    audiences: r.audiences,
    star: Number(r.star),
    star_enable: r.star_enable ? 1 : 0,
    show_times: r.show_times ? 1 : 0,
    ...launchFields(r),
    is_hot: r.is_hot ? 1 : 0,
    sort: r.sort,
    published: r.enabled ? 1 : 0,
    materials,
    apps: children.filter((c) => c.folder_id === r.id).map((c) => ({ id: c.id, name: c.name })),
    ...saves[i],
  }));
}

export async function list(
  db: DbOrTx,
  lang: Lang,
  filter: q.AdminAppFilter,
  sort: { by: q.AdminAppSort; order: 'asc' | 'desc' },
  page: { p: number; pageSize: number },
) {
  const { rows, total } = await q.adminAppsPage(db, filter, sort, { offset: (page.p - 1) * page.pageSize, limit: page.pageSize });
  return { list: await adminApps(db, rows, lang), total, p: page.p, page_size: page.pageSize };
}

async function existing(db: DbOrTx, id: number): Promise<AppRow> {
  const row = await q.appById(db, id);
  if (!row) throw new DomainError('apps.recordNotFound');
  return row;
}

export async function one(db: DbOrTx, lang: Lang, id: number): Promise<AdminApp> {
  const row = await existing(db, id);
  return (await adminApps(db, [row], lang, await q.materialsOf(db, id)))[0];
}

export async function choices(db: DbOrTx, lang: Lang) {
  const [[categories, apps], departments] = await Promise.all([q.choices(db), org.allDepartments(db, lang)]);
  const named = (r: { id: number; name: string; name_en: string }) => ({ id: r.id, name: inLanguage(r.name, r.name_en, lang) });
  return {
    categories: categories.map(named),
    departments,
    folders: apps.filter((a) => a.is_folder).map(named),
    services: apps.filter((a) => !a.is_folder).map(named),
  };
}

/** The trail's picture of a service: its fields as the editor sees them, without counters that change by themselves. */
function snapshot(app: AdminApp) {
  const { views: _v, times: _t, updated_at: _a, updated_by: _b, category_name: _c, department_name: _d, ...rest } = app;
  return rest;
}

/** A JSON text sent in a form field, parsed; a malformed one is refused naming the field. */
function parsedJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('input.badJson', { field });
  }
}

const URL_FIELDS = ['url', 'url_pc', 'url_mobile', 'thirdparty_form_url_pc', 'thirdparty_form_url_mobile'] as const;

/** Rules a schema cannot say (spec §5 URL check; type 4 needs an address; a mini-program jump needs its info). */
function checkService(p: SaveAppPayload): AppMaterialInput[] {
  for (const field of URL_FIELDS) {
    const value = p[field]?.trim();
    if (value && checkUrl(value)) throw new DomainError('apps.badUrl', { field });
  }
  if (p.type === 4 && !p.url?.trim()) throw new DomainError('apps.linkNeedsUrl');
  const info = p.json_small_data?.trim();
  if (info) {
    const parsed = parsedJson(info, 'json_small_data');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new DomainError('apps.badMiniProgramInfo');
  }
  if (p.jump_type === 2 && !info) throw new DomainError('apps.miniProgramNeedsInfo');
  if (p.materials === undefined || p.materials.trim() === '') return [];
  const materials = parsedJson(p.materials, 'materials');
  if (!Value.Check(AppMaterialList, materials)) throw new DomainError('input.badJson', { field: 'materials' });
  return materials;
}

const flag = (v: number | undefined) => v === 1;
const orNull = (id: number | undefined) => (id ? id : null);
const campusInstant = (text: string | undefined) =>
  text ? new Date(`${text.length === 10 ? `${text}T23:59:59` : text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}+08:00`) : null;

function serviceValues(p: SaveAppPayload, user: SessionUser) {
  return {
    name: p.name.trim(),
    name_en: p.name_en?.trim() ?? '',
    logo_url: p.logo_url?.trim() ?? '',
    type: p.type,
    audiences: p.audiences,
    category_id: orNull(p.category_id),
    department_id: orNull(p.department_id),
    description: p.description ?? '',
    description_en: p.description_en ?? '',
    handling_days: p.handling_days ?? null,
    star: p.star ?? 0,
    star_enable: flag(p.star_enable),
    show_times: flag(p.show_times),
    during_upper: campusInstant(p.during_upper),
    details_page: flag(p.details_page),
    mobile_limit: p.mobile_limit ?? 0,
    jump_type: p.jump_type ?? 1,
    terminal: p.terminal ?? 0,
    url: p.url?.trim() ?? '',
    url_pc: p.url_pc?.trim() ?? '',
    url_mobile: p.url_mobile?.trim() ?? '',
    qrcode: p.qrcode?.trim() ?? '',
    json_small_data: p.json_small_data?.trim() ?? '',
    thirdparty_id: p.thirdparty_id?.trim() ?? '',
    thirdparty_name: p.thirdparty_name?.trim() ?? '',
    thirdparty_form_url_pc: p.thirdparty_form_url_pc?.trim() ?? '',
    thirdparty_form_url_mobile: p.thirdparty_form_url_mobile?.trim() ?? '',
    is_hot: flag(p.is_hot),
    updated_by: user.actor_uid ?? user.uid,
  };
}

/** A save of a record that exists names the version the editor loaded. */
/** A new service or folder (unpublished, last in its category), or the one saved at the version its editor loaded. */
async function insertOrSave(tx: DbOrTx, p: { id?: number; version?: number }, values: Insertable<AppsTable> & { category_id: number | null }) {
  if (p.id === undefined) return q.insertApp(tx, { ...values, enabled: false, sort: await q.nextSort(tx, values.category_id) });
  const id = p.id;
  return savedOrConflict(await q.updateApp(tx, id, versionOf(p), values), () => lastSave(tx, 'apps', id));
}

function versionOf(p: { id?: number; version?: number }): number {
  if (p.version === undefined) throw new DomainError('apps.versionMissing');
  return p.version;
}

export async function saveService(db: DbOrTx, user: SessionUser, lang: Lang, p: SaveAppPayload): Promise<AdminApp> {
  const materials = checkService(p);
  const values = serviceValues(p, user);
  const normalised = materials.map((m) => ({ name: m.name.trim(), name_en: m.name_en ?? '', note: m.note ?? '', note_en: m.note_en ?? '', required: m.required ?? true }));
  return inTransaction(db, async (tx) => {
    const before = p.id === undefined ? null : await one(tx, lang, p.id);
    if (before?.is_folder) throw new DomainError('apps.recordNotFound');
    const row = await refusingDanglingKeys('apps.badChoice', () => insertOrSave(tx, p, values));
    await q.replaceMaterials(tx, row.id, normalised);
    const after = await one(tx, lang, row.id);
    await changed(tx, user, {
      entity: 'service',
      entityId: row.id,
      action: before ? 'update' : 'create',
      summary: row.name,
      before: before && snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export async function saveFolder(db: DbOrTx, user: SessionUser, lang: Lang, p: SaveFolderPayload): Promise<AdminApp> {
  const appIds = [...new Set(p.app_ids ?? [])];
  const values = {
    name: p.name.trim(),
    name_en: p.name_en?.trim() ?? '',
    logo_url: p.logo_url?.trim() ?? '',
    type: 1,
    is_folder: true,
    audiences: p.audiences,
    category_id: orNull(p.category_id),
    department_id: orNull(p.department_id),
    // Administrators write this HTML; only formatting tags and safe links are kept.
    folder_desc: sanitizeHtml(p.folder_desc ?? ''),
    folder_desc_en: sanitizeHtml(p.folder_desc_en ?? ''),
    updated_by: user.actor_uid ?? user.uid,
  };
  return inTransaction(db, async (tx) => {
    if ((await q.foldersAmong(tx, appIds)).length) throw new DomainError('apps.folderMembers');
    const before = p.id === undefined ? null : await one(tx, lang, p.id);
    if (before && !before.is_folder) throw new DomainError('apps.recordNotFound');
    const row = await refusingDanglingKeys('apps.badChoice', async () => {
      const saved = await insertOrSave(tx, p, values);
      await q.setFolderMembers(tx, saved.id, appIds);
      return saved;
    });
    const after = await one(tx, lang, row.id);
    await changed(tx, user, {
      entity: 'folder',
      entityId: row.id,
      action: before ? 'update' : 'create',
      summary: row.name,
      before: before && snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export async function publish(db: DbOrTx, user: SessionUser, lang: Lang, p: { id: number; version: number; published: number }): Promise<AdminApp> {
  return inTransaction(db, async (tx) => {
    const before = await one(tx, lang, p.id);
    const row = await savedOrConflict(
      await q.updateApp(tx, p.id, p.version, { enabled: p.published === 1, updated_by: user.actor_uid ?? user.uid }),
      () => lastSave(tx, 'apps', p.id),
    );
    const after = await one(tx, lang, row.id);
    await changed(tx, user, {
      entity: row.is_folder ? 'folder' : 'service',
      entityId: row.id,
      action: p.published === 1 ? 'publish' : 'unpublish',
      summary: row.name,
      before: { published: before.published, version: before.version },
      after: { published: after.published, version: after.version },
    });
    return after;
  });
}

/** Swaps a service with its neighbour in its category and folder; the two keep distinct places. */
export async function move(db: DbOrTx, user: SessionUser, id: number, direction: 'up' | 'down'): Promise<{ moved: number }> {
  return inTransaction(db, async (tx) => {
    const row = await q.lockApp(tx, id);
    if (!row) throw new DomainError('apps.recordNotFound');
    const other = await q.neighbour(tx, row, direction);
    if (!other) return { moved: 0 };
    const [mine, theirs] = other.sort === row.sort ? (direction === 'up' ? [row.sort - 1, row.sort] : [row.sort + 1, row.sort]) : [other.sort, row.sort];
    await q.setSort(tx, row.id, mine);
    await q.setSort(tx, other.id, theirs);
    await changed(tx, user, {
      entity: 'service',
      entityId: row.id,
      action: 'reorder',
      summary: row.name,
      before: { sort: row.sort, neighbour: { id: other.id, sort: other.sort } },
      after: { sort: mine, neighbour: { id: other.id, sort: theirs } },
    });
    return { moved: 1 };
  });
}

export async function remove(db: DbOrTx, user: SessionUser, lang: Lang, p: { id: number; version: number }): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const before = await one(tx, lang, p.id);
    if (before.apps.length) throw new DomainError('apps.folderNotEmpty');
    // Applications keep their service: the database refuses to delete one they refer to.
    await refusingDanglingKeys('apps.hasApplications', async () =>
      savedOrConflict(await q.deleteApp(tx, p.id, p.version), () => lastSave(tx, 'apps', p.id)),
    );
    await changed(tx, user, {
      entity: before.is_folder ? 'folder' : 'service',
      entityId: p.id,
      action: 'delete',
      summary: before.name,
      before: snapshot(before),
      after: null,
    });
    return {};
  });
}
