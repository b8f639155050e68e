/**
 * The client's own boundaries (ARCHITECTURE.md, "Client"), enforced by the project's ESLint config: features reach
 * each other only through their index.ts, and antd-mobile-icons stay in H5 twins. Each is shown refusing what it
 * exists to stop, and the allowed neighbours pass.
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

const INNER = 'Another feature is reached only through its index.ts';
const ICONS = 'antd-mobile-icons are H5-only';
const bell = "import { BellOutline } from 'antd-mobile-icons';\nexport const B = BellOutline;\n";

it.each([
  ['a feature importing another feature’s inner file by alias', 'src/features/hall/hall-view.tsx', "import { AppSkeleton } from '@/features/home/app-skeleton';\nexport const A = AppSkeleton;\n", INNER],
  ['a feature importing another feature’s inner file by relative path', 'src/features/hall/rules/hall-query.ts', "export { keywordParam } from '../../search/keyword-param';\n", INNER],
  ['a feature loading another feature’s inner file lazily', 'src/features/home/folder-body-lazy.ts', "const load = () => import('@/features/notices/notice-rows');\nexport default load;\n", INNER],
  ['antd-mobile-icons in a mini-program twin', 'src/ui/icon/index.tsx', bell, ICONS],
  ['antd-mobile-icons in a layout', 'src/layouts/frame/message-dropdown.tsx', bell, ICONS],
  ['a deep antd-mobile-icons import in a feature', 'src/features/frame/home-sidebar.tsx', "export { default } from 'antd-mobile-icons/es/bell-outline';\n", ICONS],
])('refuses %s', async (_what, file, code, message) => {
  expect(await layerProblems(file, code)).toEqual([expect.stringContaining(message)]);
});

it.each([
  ['a feature importing another feature through its index.ts', 'src/features/hall/hall-view.tsx', "import { AppSkeleton } from '@/features/home';\nexport const A = AppSkeleton;\n"],
  ['a feature importing its own inner files', 'src/features/matters/lists/list-body.tsx', "import { PAGE_SIZE } from './page-size';\nimport { useMattersTranslation } from '@/features/matters/i18n';\nexport { PAGE_SIZE, useMattersTranslation };\n"],
  ['a page importing a feature’s inner file', 'src/pages/site/m_indexs/index.tsx', "import { HomeContent } from '@/features/home/home-content';\nexport { HomeContent };\n"],
  ['antd-mobile-icons in an H5 twin', 'src/ui/icon/index.h5.tsx', bell],
])('allows %s', async (_what, file, code) => {
  expect(await layerProblems(file, code)).toEqual([]);
});
