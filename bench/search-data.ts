/**
 * A campus with years of notices, for the search benchmark: a fresh database with the demo campus (its catalogue of
 * services among it), then notices and office notices up to the asked number (default 50,000), published through
 * the notices service as the seed does (sanitised HTML, generated search grams). They come from the demo notice
 * generator run over and over with other seeds and dates in the last five years, so titles, their words and how
 * often each word occurs are those of the demo campus, many times over.
 */
import { sql } from 'kysely';
import { demoNotices } from '../server/demo/campus/notices';
import { publishNotices, type NewNotice } from '../server/src/modules/notices/notices.service';
import { departments } from '../server/demo/campus/people';
import { createRandom } from '../server/demo/campus/random';
import { generateCampusDatabase, type CampusDatabase } from './campus-database';

const YEAR_MS = 365 * 86_400_000;
const BATCH = 1000;

export interface SearchDatabase extends CampusDatabase {
  seconds: number;
  counts: { notices: number; officeNotices: number; services: number };
}

export async function generateSearchDatabase(adminUrl: string, total = 50_000): Promise<SearchDatabase> {
  return generateCampusDatabase(adminUrl, async (db) => {
    const categories = new Map((await db.selectFrom('notice_categories').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
    const departmentIds = new Map((await db.selectFrom('departments').select(['id', 'code']).execute()).map((d) => [d.code, d.id]));
    const names = new Map(departments.map((d) => [d.code, { zh: d.name, en: d.name_en ?? '' }]));
    const existing = Number((await db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let made = existing;
    for (let run = 1; made < total; run++) {
      const now = Date.now() - (run % 5) * YEAR_MS;
      const batch: NewNotice[] = demoNotices({ now, random: createRandom(run), departments: names, taken: new Set() })
        .slice(0, total - made)
        .map((n) => ({
          kind: n.kind,
          categoryId: n.category ? categories.get(n.category) : undefined,
          departmentId: departmentIds.get(n.department) ?? null,
          title: n.title,
          titleEn: n.titleEn,
          content: n.content,
          contentEn: n.contentEn,
          sendTime: n.sendTime,
        }));
      for (let i = 0; i < batch.length; i += BATCH) await publishNotices(db, batch.slice(i, i + BATCH));
      made += batch.length;
    }
    // As autovacuum would have left a database this old: statistics current, visibility map set.
    await sql`VACUUM (ANALYZE) notices`.execute(db);
    const count = async (kind: 'notice' | 'office') =>
      Number((await db.selectFrom('notices').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow()).n);
    const services = Number((await db.selectFrom('apps').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const counts = { notices: await count('notice'), officeNotices: await count('office'), services };
    return counts;
  });
}
