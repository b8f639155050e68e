// ESLint flat config: TypeScript rules everywhere, React hooks rules for the client, and the layers of
// ARCHITECTURE.md enforced on every import (test/lint/layers.test.ts shows each boundary failing).
const path = require('node:path');
const { builtinModules } = require('node:module');
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

// The server's areas in their declared order (server/src/modules/area-order.json, the one source of truth; the
// order itself is explained in server/src/modules/README.md).
const modulesDir = 'server/src/modules';
const areaOrder = require('./server/src/modules/area-order.json');
/** Where each declared area sits: its layer's index and name, its index in the layer, and whether it may import its layer's earlier areas. */
const areaPlaces = new Map(
  areaOrder.layers.flatMap((layer, rank) => layer.areas.map((area, index) => [area, { rank, index, layer: layer.name, withinLayer: layer.importEachOther !== false }])),
);
/** The area a path lies in (the first folder under server/src/modules), or undefined outside an area's folder. */
function areaOf(p) {
  if (!path.isAbsolute(p) || !inside(p, modulesDir)) return undefined;
  const parts = path.relative(path.join(root, modulesDir), p).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}
/** Whether area `from` may import area `to`: a lower layer, or an earlier area of its own layer unless that layer's areas stay apart. */
function orderAllows(from, to) {
  const a = areaPlaces.get(from);
  const b = areaPlaces.get(to);
  if (!a || !b) return false;
  return b.rank < a.rank || (b.rank === a.rank && a.withinLayer && b.index < a.index);
}
const placeOf = (area) => (areaPlaces.has(area) ? `${area} (${areaPlaces.get(area).layer})` : `${area} (not in area-order.json)`);

// Packages that do I/O or serve HTTP, which the workflow's pure core never loads.
const ioPackages = /^(kysely|pg|pg-.*|ioredis|fastify|@fastify\/.*|helmet|nodemailer|undici)(\/.*)?$/;
const nodeBuiltin = (to) => to.startsWith('node:') || builtinModules.includes(to.split('/')[0]);

const serverBoundaries = [
  {
    // Areas in the declared order (server/src/modules/area-order.json): where a lower area needs something of a
    // higher one, the higher area registers a hook on its AreaModule (server/src/modules/area-module.ts).
    binds: (file) => areaOf(file) !== undefined,
    refuses: (to, file) => {
      const from = areaOf(file);
      const into = areaOf(to);
      return into !== undefined && into !== from && !orderAllows(from, into);
    },
    message: (to, file) =>
      `Area ${placeOf(areaOf(file))} may not import ${placeOf(areaOf(to))}: areas import only lower layers or earlier areas of their layer ` +
      '(server/src/modules/area-order.json); let the higher area register a hook on its AreaModule instead.',
  },
  {
    // http/ serves every area, so it knows none: app.ts hands it what the areas give (server/src/http/context.ts,
    // AppDeps.hooks). Only the types of the AreaModule contract (area-module.ts, area-hooks.ts) may be named.
    binds: (file) => inside(file, 'server/src/http'),
    refuses: (to, _file, typeOnly) => path.isAbsolute(to) && inside(to, modulesDir) && !(typeOnly && /area-(module|hooks)(\.ts)?$/.test(to)),
    message: 'server/src/http/ imports no area: app.ts hands it what the areas give (AppDeps.hooks); only types of the AreaModule contract (modules/area-module.ts, area-hooks.ts) may be imported.',
  },
  {
    // The approval engine's core is (state, action, clock) → (state, effects): no database, jobs, HTTP or Node I/O.
    // The runtime beside it (server/src/workflow-runtime/) does the I/O.
    binds: (file) => inside(file, 'server/src/workflow'),
    refuses: (to) =>
      path.isAbsolute(to) ? !['server/src/workflow', 'server/src/domain', 'contract'].some((dir) => inside(to, dir)) : ioPackages.test(to) || nodeBuiltin(to),
    message: 'server/src/workflow/ is pure: it imports only itself, server/src/domain/ and contract/ (I/O belongs in server/src/workflow-runtime/).',
  },
  {
    binds: (file) => inside(file, 'server/src/workflow-runtime'),
    refuses: (to) => {
      const into = areaOf(to);
      return into !== undefined && areaPlaces.has(into) && ['flows', 'aggregators'].includes(areaPlaces.get(into).layer);
    },
    message: 'The workflow runtime serves every flow: it imports platform and catalog areas, never a flow or an aggregator.',
  },
];

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
      return path.isAbsolute(to) && inside(to, 'server/src/modules') && area(to) !== area(file) && !/\.service(\.ts)?$/.test(to) && !/area-(module|hooks)(\.ts)?$/.test(to);
    },
    message: "Another area is reached only through its *.service.ts (its queries and tables are its own).",
  },
  {
    // The demo campus is loaded into an empty database by the seed step (start-up, its CLI, tests), never read by
    // the product: a server without it must work the same.
    binds: (file) => inside(file, 'server/src') && !['server/src/startup', 'server/src/cli', 'server/src/main.ts'].some((dir) => inside(file, dir)),
    refuses: (to) => path.isAbsolute(to) && inside(to, 'server/demo'),
    message: 'Production code never imports the demo campus (server/demo/): only the seed step loads it.',
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
  ...serverBoundaries,
];

/** `import type { A }` and `import { type A, type B }`: nothing of the module is loaded at run time. */
function importsTypesOnly(node) {
  if (node.importKind === 'type') return true;
  return node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type');
}

const layers = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports stay inside the layers of ARCHITECTURE.md' } },
  create(context) {
    const file = context.filename;
    const active = boundaries.filter((b) => b.binds(file));
    const check = (node, typeOnly = false) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = target(node.value, file);
      for (const b of active) {
        if (b.refuses(to, file, typeOnly)) context.report({ node, message: typeof b.message === 'function' ? b.message(to, file) : b.message });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, importsTypesOnly(node)),
      ExportNamedDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
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
    // The back office is a page of its own, loaded only by administrators: its forms check a draft with the save call's
    // own schema (kit/schema-errors.ts), so it may import the call table and TypeBox; nothing else reaches its chunk.
    files: ['src/features/backoffice/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
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
    // Queries live in each area's *.queries.ts; every other file of an area calls them (server/src/modules/README.md).
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/modules/**/*.queries.ts', 'server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Write queries in the area\'s *.queries.ts and call them from here.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], CallExpression[callee.object.name='sql']",
          message: 'Raw sql belongs in the area\'s *.queries.ts, with its other queries.',
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
