// ESLint flat config: TypeScript rules everywhere, React hooks rules for the client, and the layers of
// ARCHITECTURE.md enforced on every import (test/lint/layers.test.ts shows each boundary failing).
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const root = __dirname;
const inside = (file, dir) => !path.relative(path.join(root, dir), file).startsWith('..');

/** Where an import specifier points: an absolute path for relative and aliased imports, else the package name. */
function target(specifier, fromFile) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier === '@' || specifier.startsWith('@/')) return path.join(root, 'src', specifier.slice(2));
  if (specifier === '@contract' || specifier.startsWith('@contract/')) return path.join(root, 'contract', specifier.slice(10));
  return specifier;
}

// Each boundary: which files it binds, what they may not import, and why.
const boundaries = [
  {
    // antd-mobile does not run inside mini-programs (toolchain-notes.md): only the H5 twins of the primitives use it.
    binds: (file) => !(inside(file, 'src/ui') && /\.h5\.tsx?$/.test(file)),
    refuses: (to) => to === 'antd-mobile' || to.startsWith('antd-mobile/'),
    message: 'antd-mobile is H5-only: use it in src/ui/<name>/index.h5.tsx and import the primitive from @/ui/<name>.',
  },
  {
    binds: (file) => inside(file, 'server'),
    refuses: (to) => path.isAbsolute(to) && inside(to, 'src'),
    message: 'The server never imports the client (src/): share through contract/.',
  },
  {
    binds: (file) => inside(file, 'src'),
    refuses: (to) => path.isAbsolute(to) && inside(to, 'server'),
    message: 'The client never imports the server (server/): use contract/ and the API.',
  },
  {
    // Use cases and domain rules know nothing of HTTP or languages: server/src/http/ maps their errors.
    binds: (file) => inside(file, 'server/src/domain') || /server\/src\/modules\/.+\.(service|queries)\.ts$/.test(file),
    refuses: (to) => path.isAbsolute(to) && inside(to, 'server/src/http'),
    message: 'Services and domain code never import server/src/http/: throw a DomainError and map it there.',
  },
  {
    // An area reads another area's tables only through that area's service.
    binds: (file) => inside(file, 'server/src/modules') && path.relative(path.join(root, 'server/src/modules'), file).includes(path.sep),
    refuses: (to, file) => {
      const area = (p) => path.relative(path.join(root, 'server/src/modules'), p).split(path.sep)[0];
      return path.isAbsolute(to) && inside(to, 'server/src/modules') && area(to) !== area(file) && !/\.service(\.ts)?$/.test(to) && !/area-module(\.ts)?$/.test(to);
    },
    message: "Another area is reached only through its *.service.ts (its queries and tables are its own).",
  },
  {
    binds: (file) => inside(file, 'src/layouts'),
    refuses: (to) => path.isAbsolute(to) && inside(to, 'src/features'),
    message: 'A layout never imports a feature: pages hand feature content to the layout through its slots.',
  },
  {
    // Features import each other only through their index.ts (what each offers the others).
    binds: (file) => inside(file, 'src/features'),
    refuses: (to, file) => {
      const feature = (p) => path.relative(path.join(root, 'src/features'), p).split(path.sep)[0];
      if (!path.isAbsolute(to) || !inside(to, 'src/features') || feature(to) === feature(file)) return false;
      return path.relative(path.join(root, 'src/features', feature(to)), to).replace(/(^|[\\/])index(\.ts)?$/, '') !== '';
    },
    message: "Another feature is reached only through its index.ts: import '@/features/<name>'.",
  },
  {
    // antd-mobile-icons draw SVG, which a mini-program cannot show: only H5 twins use them (src/ui/icon).
    binds: (file) => !/\.h5\.tsx?$/.test(file),
    refuses: (to) => to === 'antd-mobile-icons' || to.startsWith('antd-mobile-icons/'),
    message: 'antd-mobile-icons are H5-only: use them in an *.h5.tsx file, e.g. through @/ui/icon.',
  },
];

const layers = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports stay inside the layers of ARCHITECTURE.md' } },
  create(context) {
    const file = context.filename;
    const active = boundaries.filter((b) => b.binds(file));
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = target(node.value, file);
      for (const b of active) if (b.refuses(to, file)) context.report({ node, message: b.message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      'CallExpression[callee.name="require"]': (node) => check(node.arguments[0]),
    };
  },
};

module.exports = tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'bench/results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { campus: { rules: { layers } } },
    rules: { 'campus/layers': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, defineAppConfig: 'readonly', definePageConfig: 'readonly' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // The call table's schemas are for the server, tests and OpenAPI; the client's first load carries only the
      // light call index (contract/call-index.ts). Types from the table are free.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@contract|(\\.\\./)+contract)(/calls(/.*)?|/schemas|/forms/schema|/index)?$',
              allowTypeImports: true,
              message: 'Import types only from the call table; call through @/services/api (built on contract/call-index).',
            },
            { regex: '^@sinclair/typebox', allowTypeImports: true, message: 'TypeBox schemas stay out of the client bundle.' },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      // contract/ is pure: no I/O, no framework.
      'no-restricted-imports': ['error', { patterns: ['fastify*', 'kysely', 'pg', '@tarojs/*', 'react*', '**/server/**', '**/src/**', 'node:*'] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@tarojs/*', 'react*'] }] },
  },
  {
    // Queries live in each area's *.queries.ts; routes and services call them (server/src/modules/area-module.ts).
    files: ['server/src/modules/**/*.routes.ts', 'server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Write queries in the area\'s *.queries.ts and call them from here.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', 'config/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
