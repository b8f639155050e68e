/**
 * The back office's categories and themes of the catalogue: listed whole (they are few), created, saved at the version
 * loaded, deleted. A category that still holds services is kept; a theme's services stay when it goes.
 */
import type { Static } from '@sinclair/typebox';
import type { AdminCategory, AdminTheme, SaveCategoryPayload, SaveThemePayload } from '../../../../../contract/calls/apps';
import type { DbOrTx } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { savedOrConflict } from '../../../db/versioned';
import { DomainError } from '../../../domain/errors';
import type { SessionUser } from '../../org/org.service';
import { actorOf, changed, lastSave, refusingDanglingKeys, savesOf } from './editing';
import * as q from './catalog-admin.queries';

const versionOf = (p: { version?: number }): number => {
  if (p.version === undefined) throw new DomainError('apps.versionMissing');
  return p.version;
};

export async function categories(db: DbOrTx): Promise<AdminCategory[]> {
  const rows = await q.categoriesWithCounts(db);
  const saves = await savesOf(db, rows);
  return rows.map((r, i) => ({ id: r.id, name: r.name, name_en: r.name_en, sort: r.sort, apps: Number(r.apps ?? 0), ...saves[i] }));
}

async function category(db: DbOrTx, id: number): Promise<AdminCategory> {
  const found = (await categories(db)).find((c) => c.id === id);
  if (!found) throw new DomainError('apps.recordNotFound');
  return found;
}

const trailOf = ({ updated_at: _a, updated_by: _b, ...rest }: AdminCategory | AdminTheme) => rest;

export async function saveCategory(db: DbOrTx, user: SessionUser, p: Static<typeof SaveCategoryPayload>): Promise<AdminCategory> {
  const values = { name: p.name.trim(), name_en: p.name_en?.trim() ?? '', sort: p.sort ?? 0, updated_by: actorOf(user) };
  return inTransaction(db, async (tx) => {
    const before = p.id === undefined ? null : await category(tx, p.id);
    const row =
      p.id === undefined
        ? await q.insertCategory(tx, values)
        : await savedOrConflict(await q.updateCategory(tx, p.id, versionOf(p), values), () => lastSave(tx, 'app_categories', p.id!));
    const after = await category(tx, row.id);
    await changed(tx, user, { entity: 'app_category', entityId: row.id, action: before ? 'update' : 'create', summary: row.name, before: before && trailOf(before), after: trailOf(after) });
    return after;
  });
}

export async function deleteCategory(db: DbOrTx, user: SessionUser, p: { id: number; version: number }): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const before = await category(tx, p.id);
    if (before.apps > 0) throw new DomainError('apps.categoryInUse');
    await refusingDanglingKeys('apps.categoryInUse', async () =>
      savedOrConflict(await q.deleteCategory(tx, p.id, p.version), () => lastSave(tx, 'app_categories', p.id)),
    );
    await changed(tx, user, { entity: 'app_category', entityId: p.id, action: 'delete', summary: before.name, before: trailOf(before), after: null });
    return {};
  });
}

export async function themes(db: DbOrTx): Promise<AdminTheme[]> {
  const rows = await q.themes(db);
  const [members, saves] = await Promise.all([q.themeMembers(db, rows.map((r) => r.id)), savesOf(db, rows)]);
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    name_en: r.name_en,
    description: r.description,
    description_en: r.description_en,
    sort: r.sort,
    enabled: r.enabled ? 1 : 0,
    app_ids: members.filter((m) => m.theme_id === r.id).map((m) => m.app_id),
    ...saves[i],
  }));
}

async function theme(db: DbOrTx, id: number): Promise<AdminTheme> {
  const found = (await themes(db)).find((t) => t.id === id);
  if (!found) throw new DomainError('apps.recordNotFound');
  return found;
}

export async function saveTheme(db: DbOrTx, user: SessionUser, p: Static<typeof SaveThemePayload>): Promise<AdminTheme> {
  const values = {
    name: p.name.trim(),
    name_en: p.name_en?.trim() ?? '',
    description: p.description?.trim() ?? '',
    description_en: p.description_en?.trim() ?? '',
    sort: p.sort ?? 0,
    enabled: p.enabled !== 0,
    updated_by: actorOf(user),
  };
  const appIds = [...new Set(p.app_ids ?? [])];
  return inTransaction(db, async (tx) => {
    const before = p.id === undefined ? null : await theme(tx, p.id);
    const row =
      p.id === undefined
        ? await q.insertTheme(tx, values)
        : await savedOrConflict(await q.updateTheme(tx, p.id, versionOf(p), values), () => lastSave(tx, 'app_themes', p.id!));
    await refusingDanglingKeys('apps.badChoice', () => q.replaceThemeMembers(tx, row.id, appIds));
    const after = await theme(tx, row.id);
    await changed(tx, user, { entity: 'app_theme', entityId: row.id, action: before ? 'update' : 'create', summary: row.name, before: before && trailOf(before), after: trailOf(after) });
    return after;
  });
}

export async function deleteTheme(db: DbOrTx, user: SessionUser, p: { id: number; version: number }): Promise<Record<string, never>> {
  return inTransaction(db, async (tx) => {
    const before = await theme(tx, p.id);
    await savedOrConflict(await q.deleteTheme(tx, p.id, p.version), () => lastSave(tx, 'app_themes', p.id));
    await changed(tx, user, { entity: 'app_theme', entityId: p.id, action: 'delete', summary: before.name, before: trailOf(before), after: null });
    return {};
  });
}
