/**
 * The layers of ARCHITECTURE.md, enforced by the project's own ESLint config (eslint.config.js): each boundary is
 * shown refusing the import it exists to stop, and the allowed neighbours pass.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The layer-rule messages ESLint gives for `code` written at `file`. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'campus/layers').map((m) => m.message);
}

const ANTD = 'antd-mobile is H5-only';
const NO_CLIENT = 'The server never imports the client';
const NO_SERVER = 'The client never imports the server';
const NO_FEATURE = 'A layout never imports a feature';
const antdButton = "import { Button } from 'antd-mobile';\nexport const B = Button;\n";

it.each([
  ['antd-mobile in a page', 'src/pages/site/index/index.tsx', antdButton, ANTD],
  ['a deep antd-mobile import', 'src/features/home/app-card.tsx', "import Button from 'antd-mobile/es/components/button';\nexport { Button };\n", ANTD],
  ['another deep antd-mobile import', 'src/features/home/app-card.tsx', "export { Toast } from 'antd-mobile/2x';\n", ANTD],
  ['antd-mobile in the mini-program twin of a primitive', 'src/ui/button/index.tsx', antdButton, ANTD],
  ['antd-mobile in the server', 'server/src/app.ts', antdButton, ANTD],
  ['the server importing the client by relative path', 'server/src/app.ts', "import { customRoutes } from '../../src/routes';\nexport const r = customRoutes;\n", NO_CLIENT],
  ['the server importing the client by alias', 'server/src/modules/site/site.service.ts', "export { api } from '@/services/api';\n", NO_CLIENT],
  ['the client importing the server', 'src/services/request.ts', "import { loadConfig } from '../../server/src/config';\nexport const c = loadConfig;\n", NO_SERVER],
  ['the client loading the server lazily', 'src/app.tsx', "const config = () => import('../server/src/config');\nexport default config;\n", NO_SERVER],
  ['a layout importing a feature by alias', 'src/layouts/desktop/desktop-layout.tsx', "import { useLinks } from '@/features/home/use-home-data';\nexport const u = useLinks;\n", NO_FEATURE],
  ['a layout importing a feature by relative path', 'src/layouts/shared/site-footer.tsx', "export { LoginForm } from '../../features/auth/login-form';\n", NO_FEATURE],
])('refuses %s', async (_what, file, code, message) => {
  expect(await layerProblems(file, code)).toEqual([expect.stringContaining(message)]);
});

it.each([
  ['antd-mobile in an H5 primitive', 'src/ui/button/index.h5.tsx', antdButton],
  ['antd-mobile in an H5 module', 'src/ui/toast/index.h5.ts', "import { Toast } from 'antd-mobile';\nexport const T = Toast;\n"],
  [
    'server files their own folders, whatever the depth, and contract/',
    'server/src/modules/auth/auth.service.ts',
    "import type { Db } from '../../db/database';\nimport { authCalls } from '../../../../contract/calls/auth';\nexport type X = [Db, typeof authCalls];\n",
  ],
  [
    'a page importing features and layouts',
    'src/pages/site/m_indexs/index.tsx',
    "import { HomeContent } from '@/features/home/home-content';\nimport { MobileFrame } from '@/layouts/mobile/mobile-frame';\nexport { HomeContent, MobileFrame };\n",
  ],
])('allows %s', async (_what, file, code) => {
  expect(await layerProblems(file, code)).toEqual([]);
});
