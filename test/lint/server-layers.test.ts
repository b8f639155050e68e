/**
 * The server's own layers, enforced by eslint.config.js: services never reach HTTP, areas meet only through
 * services, and queries live in *.queries.ts.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'campus/layers' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('server areas', () => {
  it('refuses a service importing the HTTP layer, and allows the domain errors', async () => {
    const http = "import { t } from '../../http/messages';\nexport const x = t;\n";
    expect(await problems('server/src/modules/apps/apps.service.ts', http)).toEqual([expect.stringContaining('never import server/src/http/')]);
    const domain = "import { DomainError } from '../../domain/errors';\nexport const x = DomainError;\n";
    expect(await problems('server/src/modules/apps/apps.service.ts', domain)).toEqual([]);
  });

  it("refuses an area reading another area's queries, and allows its service", async () => {
    const queries = "import { findActiveUser } from '../org/org.queries';\nexport const x = findActiveUser;\n";
    expect(await problems('server/src/modules/apps/apps.service.ts', queries)).toEqual([expect.stringContaining('only through its *.service.ts')]);
    const service = "import { activeUser } from '../org/org.service';\nexport const x = activeUser;\n";
    expect(await problems('server/src/modules/apps/apps.service.ts', service)).toEqual([]);
  });

  it('refuses queries written in routes or services, and allows them in *.queries.ts', async () => {
    const query = "export const rows = (db: any) => db.selectFrom('apps').selectAll().execute();\n";
    expect(await problems('server/src/modules/apps/apps.routes.ts', query)).toEqual([expect.stringContaining('*.queries.ts')]);
    expect(await problems('server/src/modules/apps/apps.service.ts', query)).toHaveLength(1);
    expect(await problems('server/src/modules/apps/apps.queries.ts', query)).toEqual([]);
  });
});

describe('the declared order of areas (server/src/modules/area-order.json)', () => {
  const ORDER = 'areas import only lower layers or earlier areas of their layer';
  const importing = (from: string) => `import { x } from '../${from}';\nexport const y = x;\n`;

  it.each([
    ['a catalog area importing an aggregator', 'server/src/modules/apps/apps.service.ts', 'search/search.service'],
    ['a platform area importing the catalog', 'server/src/modules/files/uploads.service.ts', 'forms/forms.service'],
    ['a platform area importing a flow', 'server/src/modules/files/downloads.service.ts', 'matters/matters.service'],
    ['an area importing a later area of its layer', 'server/src/modules/org/org.seed.ts', 'auth/auth.service'],
    ['a flow importing another flow', 'server/src/modules/matters/matters.service.ts', 'bookings/bookings.service'],
    ['an area not in the declared order', 'server/src/modules/circulars/circulars.service.ts', 'org/org.service'],
  ])('refuses %s', async (_what, file, to) => {
    expect(await problems(file, importing(to))).toEqual([expect.stringContaining(ORDER)]);
  });

  it.each([
    ['an aggregator importing the catalog', 'server/src/modules/search/search.service.ts', 'apps/apps.service'],
    ['a flow importing platform and catalog areas', 'server/src/modules/matters/matters.service.ts', 'forms/forms.service'],
    ['an area importing an earlier area of its layer', 'server/src/modules/grants/grants.service.ts', 'apps/apps.service'],
    ['a platform area declared ahead of its making', 'server/src/modules/out-of-office/absences.service.ts', 'org/org.service'],
    ['an area reading the hooks of higher areas', 'server/src/modules/files/uploads.service.ts', 'area-hooks'],
  ])('allows %s', async (_what, file, to) => {
    expect(await problems(file, importing(to))).toEqual([]);
  });
});

describe('server/src/http/', () => {
  const NO_AREA = 'server/src/http/ imports no area';

  it('refuses any area, by value or by type', async () => {
    const grants = "import { mayActFor } from '../modules/grants/grants.service';\nexport const x = mayActFor;\n";
    expect(await problems('server/src/http/acting.ts', grants)).toEqual([expect.stringContaining(NO_AREA)]);
    const user = "import type { SessionUser } from '../modules/org/org.service';\nexport type U = SessionUser;\n";
    expect(await problems('server/src/http/caller.ts', user)).toEqual([expect.stringContaining(NO_AREA)]);
  });

  it('allows only the types of the AreaModule contract', async () => {
    const types = "import type { OwnershipResolver } from '../modules/area-module';\nimport { type AreaHooks } from '../modules/area-hooks';\nexport type X = [OwnershipResolver, AreaHooks];\n";
    expect(await problems('server/src/http/ownership-registry.ts', types)).toEqual([]);
    const value = "import { defineArea } from '../modules/area-module';\nexport const x = defineArea;\n";
    expect(await problems('server/src/http/ownership-registry.ts', value)).toEqual([expect.stringContaining(NO_AREA)]);
  });
});

describe('the workflow core', () => {
  const PURE = 'server/src/workflow/ is pure';

  it.each([
    ['the database', "import type { Db } from '../db/database';\nexport type D = Db;\n"],
    ['the job queue', "import { enqueue } from '../jobs';\nexport const e = enqueue;\n"],
    ['an area', "import { servicesOf } from '../modules/matters/matters.service';\nexport const s = servicesOf;\n"],
    ['the HTTP layer', "import type { AppDeps } from '../http/context';\nexport type A = AppDeps;\n"],
    ['kysely', "import { sql } from 'kysely';\nexport const s = sql;\n"],
    ['pg', "import pg from 'pg';\nexport const p = pg;\n"],
    ['fastify', "import Fastify from 'fastify';\nexport const f = Fastify;\n"],
    ['node I/O', "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n"],
  ])('refuses %s', async (_what, code) => {
    expect(await problems('server/src/workflow/engine.ts', code)).toEqual([expect.stringContaining(PURE)]);
  });

  it('allows itself, the domain and contract/, and leaves the runtime beside it free to do I/O', async () => {
    const pure = "import { inLanguage } from '../../../contract/rules/bilingual';\nimport type { Lang } from '../domain/lang';\nimport { outline } from './outline';\nexport const x: [typeof inLanguage, Lang | undefined, typeof outline] = [inLanguage, undefined, outline];\n";
    expect(await problems('server/src/workflow/engine.ts', pure)).toEqual([]);
    const io = "import type { Db } from '../db/database';\nimport { sql } from 'kysely';\nimport { currentForm } from '../modules/forms/forms.service';\nexport const x: [Db | undefined, typeof sql, typeof currentForm] = [undefined, sql, currentForm];\n";
    expect(await problems('server/src/workflow-runtime/transition.ts', io)).toEqual([]);
  });

  it('keeps the runtime below the flows and aggregators', async () => {
    const flow = "import { servicesOf } from '../modules/matters/matters.service';\nexport const s = servicesOf;\n";
    expect(await problems('server/src/workflow-runtime/transition.ts', flow)).toEqual([expect.stringContaining('never a flow or an aggregator')]);
  });
});

describe('queries in query files only', () => {
  const query = "export const rows = (db: any) => db.selectFrom('apps').selectAll().execute();\n";
  const raw = "import { sql } from 'kysely';\nexport const q = (db: any) => sql`SELECT 1`.execute(db);\nexport const r = sql.raw('now()');\n";

  it.each(['server/src/modules/apps/apps.seed.ts', 'server/src/modules/auth/session-store.ts', 'server/src/modules/auth/cas/cas-profile.ts', 'server/src/modules/apps/index.ts'])(
    'refuses a query builder in %s',
    async (file) => {
      expect(await problems(file, query)).toEqual([expect.stringContaining('*.queries.ts')]);
    },
  );

  it('refuses raw sql outside query files, and allows it in them and in tests', async () => {
    expect(await problems('server/src/modules/apps/apps.service.ts', raw)).toEqual([expect.stringContaining('Raw sql'), expect.stringContaining('Raw sql')]);
    expect(await problems('server/src/modules/apps/apps.queries.ts', raw)).toEqual([]);
    expect(await problems('server/src/modules/auth/cached-session-store.test.ts', raw + query)).toEqual([]);
  });
});
