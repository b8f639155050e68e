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
