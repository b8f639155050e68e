/**
 * The demo campus (server/demo/) is loaded by the seed step alone, enforced by eslint.config.js: production code
 * importing it is refused, the seed step's callers and the demo's own parts pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'campus/layers').map((m) => m.message);
}

const NO_DEMO = 'Production code never imports the demo campus';

it.each([
  ['a service', 'server/src/modules/apps/apps.service.ts', "import { services } from '../../../demo/campus/services';\nexport const s = services;\n"],
  ['an area declaration', 'server/src/modules/org/index.ts', "export { seedOrg } from '../../../demo/org';\n"],
  ['the HTTP layer', 'server/src/http/context.ts', "import type { DemoAccount } from '../../demo/campus/accounts';\nexport type A = DemoAccount;\n"],
  ['the workflow core', 'server/src/workflow/engine.ts', "import { createRandom } from '../../demo/campus/random';\nexport const r = createRandom;\n"],
  ['the database layer', 'server/src/db/connect.ts', "const seed = () => import('../../demo');\nexport default seed;\n"],
  ['the app', 'server/src/app.ts', "import { demoAccounts } from '../demo/campus/accounts';\nexport const a = demoAccounts;\n"],
])('refuses %s importing the demo campus', async (_what, file, code) => {
  // Other boundaries may refuse the same import too (the workflow core imports nothing outside itself).
  expect(await layerProblems(file, code)).toContainEqual(expect.stringContaining(NO_DEMO));
});

it.each([
  ['start-up seeding an empty database', 'server/src/startup/prepare-database.ts', "import { seedDemoCampus } from '../../demo';\nexport const s = seedDemoCampus;\n"],
  ['the server printing the demo sign-ins', 'server/src/main.ts', "import { demoAccounts } from '../demo/campus/accounts';\nexport const a = demoAccounts;\n"],
  ['a demo part using its area', 'server/demo/apps.ts', "import { publishForm } from '../src/modules/forms/forms.service';\nexport const p = publishForm;\n"],
  ['a test signing in as a demo account', 'test/api/session.test.ts', "import { demoAccounts } from '../../server/demo/campus/accounts';\nexport const a = demoAccounts;\n"],
])('allows %s', async (_what, file, code) => {
  expect(await layerProblems(file, code)).toEqual([]);
});
