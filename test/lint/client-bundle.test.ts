/** The client's first load stays light: the call table's schemas and TypeBox never become client values. */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/services/api.ts') });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('the client bundle', () => {
  it.each([
    "import { calls } from '@contract/calls';\nexport const c = calls;\n",
    "import { authCalls } from '@contract/calls/auth';\nexport const c = authCalls;\n",
    "import { AppCard } from '@contract/schemas';\nexport const c = AppCard;\n",
    "import { Type } from '@sinclair/typebox';\nexport const c = Type;\n",
    "import { FormSchema } from '@contract/forms/schema';\nexport const c = FormSchema;\n",
  ])('refuses schema values: %s', async (code) => {
    expect(await problems(code)).toHaveLength(1);
  });

  it.each([
    "import type { Calls } from '@contract/calls';\nexport type C = Calls;\n",
    "import { callIndex } from '@contract/call-index';\nexport const c = callIndex;\n",
    "import { ErrorCode } from '@contract/envelope';\nexport const c = ErrorCode;\n",
    "import { validateSubmission } from '@contract/forms';\nimport type { FormSchema } from '@contract/forms/schema';\nexport const c: FormSchema | typeof validateSubmission = validateSubmission;\n",
  ])('allows types and the light modules: %s', async (code) => {
    expect(await problems(code)).toEqual([]);
  });
});
