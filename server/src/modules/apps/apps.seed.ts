/** The demo campus's service catalogue: every type, folders with children, third-party links, guides, materials and themes. */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { categoryLogos } from '../../seed/content';
import type { DemoCampus } from '../../seed/demo-campus';
import type { Random } from '../../seed/random';
import { appCategories, appThemes, services, type DemoService } from '../../seed/services';
import * as write from './demo.queries';

function usage(random: Random, item: DemoService) {
  const base = item.hot ? 4000 : 300;
  const views = base + random.int(0, base * 2);
  // Some services get a large count so the 万 display shows on the demo.
  return { views: item.hot && random.int(0, 2) === 0 ? views * 40 : views, times: Math.round(views * (0.2 + random.next() * 0.3)) };
}

export async function seedApps(tx: Transaction<Database>, campus: DemoCampus): Promise<void> {
  const catRows = await write.insertCategories(tx, appCategories.map((c, sort) => ({ name: c.name, name_en: c.name_en, sort })));
  const catIds = new Map(catRows.map((c) => [c.name, c.id]));
  let sort = 0;
  const insertService = async (item: DemoService, folderId: number | null): Promise<void> => {
    const row = await write.insertApp(tx, {
      name: item.name,
      name_en: item.name_en ?? '',
      type: item.type,
      logo_url: `/static/demo/logo-${categoryLogos[item.category]}.svg`,
      is_folder: item.children !== undefined,
      folder_id: folderId,
      folder_desc: item.desc ?? '',
      folder_desc_en: item.desc_en ?? '',
      description: item.description ?? '',
      description_en: item.description_en ?? '',
      handling_days: item.handling_days ?? null,
      category_id: catIds.get(item.category) ?? null,
      department_id: campus.departmentIds.get(item.department) ?? null,
      audiences: item.audiences ?? ['student', 'teacher', 'visitor'],
      is_hot: item.hot ?? false,
      sort: sort++,
      ...usage(campus.random, item),
      ...item.fields,
    });
    campus.appIds.set(item.name, row.id);
    if (item.materials?.length) {
      await write.insertMaterials(
        tx,
        item.materials.map((m, i) => ({ app_id: row.id, name: m.name, name_en: m.name_en, note: m.note ?? '', note_en: m.note_en ?? '', required: m.required, sort: i })),
      );
    }
    for (const child of item.children ?? []) await insertService(child, row.id);
  };
  for (const item of services) await insertService(item, null);
  for (const [sort, theme] of appThemes.entries()) {
    const { id } = await write.insertTheme(tx, { name: theme.name, name_en: theme.name_en, description: theme.description, description_en: theme.description_en, sort });
    await write.insertThemeApps(
      tx,
      theme.services.map((name, i) => {
        const appId = campus.appIds.get(name);
        if (appId === undefined) throw new Error(`Theme ${theme.name}: no service named ${name}`);
        return { theme_id: id, app_id: appId, sort: i };
      }),
    );
  }
}
