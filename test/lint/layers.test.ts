/**
 * The layers of ARCHITECTURE.md, enforced by the project's own ESLint config (eslint.config.js): each boundary is
 * shown failing on the import it exists to stop, and the allowed twin passes.
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

const antdButton = "import { Button } from 'antd-mobile';\nexport const B = Button;\n";

describe('antd-mobile stays in the H5 twins of the primitives', () => {
  it('refuses a bare import in a page', async () => {
    expect(await layerProblems('src/pages/site/index/index.tsx', antdButton)).toEqual([expect.stringContaining('antd-mobile is H5-only')]);
  });

  it('refuses deep imports', async () => {
    const deep = "import Button from 'antd-mobile/es/components/button';\nimport { Toast } from 'antd-mobile/2x';\nexport { Button, Toast };\n";
    expect(await layerProblems('src/features/home/app-card.tsx', deep)).toHaveLength(2);
  });

  it('refuses it in the mini-program twin of a primitive and outside the client', async () => {
    expect(await layerProblems('src/ui/button/index.tsx', antdButton)).toHaveLength(1);
    expect(await layerProblems('server/src/app.ts', antdButton)).toHaveLength(1);
  });

  it('allows it in an H5 primitive', async () => {
    expect(await layerProblems('src/ui/button/index.h5.tsx', antdButton)).toEqual([]);
    expect(await layerProblems('src/ui/toast/index.h5.ts', "import { Toast } from 'antd-mobile';\nexport const T = Toast;\n")).toEqual([]);
  });
});

describe('client and server only meet in contract/', () => {
  it('refuses the server importing the client, by relative path or alias', async () => {
    expect(await layerProblems('server/src/app.ts', "import { customRoutes } from '../../src/routes';\nexport const r = customRoutes;\n")).toEqual([
      expect.stringContaining('The server never imports the client'),
    ]);
    expect(await layerProblems('server/src/modules/site/site.service.ts', "export { api } from '@/services/api';\n")).toHaveLength(1);
  });

  it('allows server files their own folders, whatever the depth, and contract/', async () => {
    const own = "import type { Db } from '../../db/database';\nimport { authCalls } from '../../../../contract/calls/auth';\nexport type X = [Db, typeof authCalls];\n";
    expect(await layerProblems('server/src/modules/auth/auth.service.ts', own)).toEqual([]);
  });

  it('refuses the client importing the server', async () => {
    expect(await layerProblems('src/services/request.ts', "import { loadConfig } from '../../server/src/config';\nexport const c = loadConfig;\n")).toEqual([
      expect.stringContaining('The client never imports the server'),
    ]);
    expect(await layerProblems('src/app.tsx', "const config = () => import('../server/src/config');\nexport default config;\n")).toHaveLength(1);
  });
});

describe('layouts take features through slots', () => {
  it('refuses a layout importing a feature, by alias or relative path', async () => {
    expect(await layerProblems('src/layouts/desktop/desktop-layout.tsx', "import { useLinks } from '@/features/home/use-home-data';\nexport const u = useLinks;\n")).toEqual([
      expect.stringContaining('A layout never imports a feature'),
    ]);
    expect(await layerProblems('src/layouts/shared/site-footer.tsx', "export { LoginForm } from '../../features/auth/login-form';\n")).toHaveLength(1);
  });

  it('allows a page to import both', async () => {
    const page = "import { HomeContent } from '@/features/home/home-content';\nimport { MobileFrame } from '@/layouts/mobile/mobile-frame';\nexport { HomeContent, MobileFrame };\n";
    expect(await layerProblems('src/pages/site/m_indexs/index.tsx', page)).toEqual([]);
  });
});
