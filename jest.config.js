/**
 * One runner, four layers (see README "Tests"):
 *   unit             pure rules beside their code (contract/, server/src, server/demo, bench/), and the lint config — node
 *   api              the real Fastify app over HTTP against a fresh database — node
 *   component        pages and ui primitives with @testing-library/react, as the H5 build resolves them — jsdom
 *   component-weapp  the same test files, as the mini-program build resolves them — jsdom
 *   e2e              browser journeys in Debian Chromium against the built H5 — node
 */
// Node-side code (contract, server, API and browser tests) is compiled for the running Node, not for the mini-program.
const nodeBabel = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
  },
];

const nodeProject = (name, testMatch, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  testMatch,
  transform: { '^.+\\.ts$': nodeBabel },
  ...extra,
});

/**
 * The component layer runs twice over the same test files: as the H5 build resolves Taro's per-platform files
 * (`name.h5.tsx` first: the antd-mobile twins) and as the mini-program build does (`name.weapp.tsx`, then the
 * Taro-component twins). Taro's components render in jsdom as their H5 web components in both.
 */
const componentProject = (name, target) => ({
  displayName: name,
  testEnvironment: '<rootDir>/test/component/jsdom-environment.js',
  moduleFileExtensions: [`${target}.tsx`, `${target}.ts`, 'tsx', 'ts', 'js', 'json'],
  testMatch: ['<rootDir>/test/component/**/*.test.tsx', '<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/test/component/setup-env.ts'],
  transform: { '^.+\\.(m?js|jsx|tsx?)$': ['babel-jest', { configFile: './babel.config.js' }] },
  transformIgnorePatterns: [
    '/node_modules/(?!(@tarojs|@stencil|tslib|\\.pnpm|antd-mobile|@sinclair|zustand|i18next|react-i18next|swiper|ssr-window|dom7|query-string|decode-uri-component|split-on-first|filter-obj|nanoid|history|style-inject)/)',
  ],
  moduleNameMapper: {
    // The mini-program's native components have no DOM: their H5 web components stand in for them.
    '^@tarojs/components$': target === 'h5' ? '<rootDir>/test/component/taro-components-h5.ts' : '@tarojs/components/lib/react/index',
    '^@tarojs/taro$': '<rootDir>/test/component/taro-shim.ts',
    // lodash-es is ESM only; its CommonJS twin is the same code.
    '^lodash-es$': 'lodash',
    '^lodash-es/(.*)$': 'lodash/$1',
    '^@contract$': '<rootDir>/contract/index.ts',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|scss)$': '<rootDir>/test/component/style-stub.js',
  },
  globals: {
    // setup-env.ts makes it process.env.TARO_ENV, which the client branches on as the build does.
    TARO_TARGET: target,
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    ENABLE_MUTATION_OBSERVER: true,
    API_BASE: '',
    DEPRECATED_ADAPTER_COMPONENT: false,
  },
});

module.exports = {
  // Two workers even on a two-core runner: much of a suite's time is spent waiting on PostgreSQL, Chromium or a
  // server process, so a second worker keeps the cores busy (jest's default would be one worker there).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  // A worker's heap grows across the files it runs (each file's module registry and in-process servers are not all
  // released); past this size after a file, the worker is replaced instead of running out of memory hours later.
  workerIdleMemoryLimit: '1GB',
  // Servers, databases and browsers start inside tests; a project-level timeout is not honoured by jest.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/test/support/slowest-files-reporter.js'],
  projects: [
    nodeProject('unit', ['<rootDir>/contract/**/*.test.ts', '<rootDir>/server/src/**/*.test.ts', '<rootDir>/server/demo/**/*.test.ts', '<rootDir>/test/lint/**/*.test.ts', '<rootDir>/bench/**/*.test.ts']),
    nodeProject('api', ['<rootDir>/test/api/**/*.test.ts'], {
      globalSetup: '<rootDir>/test/support/api-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/api-global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
    }),
    componentProject('component', 'h5'),
    componentProject('component-weapp', 'weapp'),
    nodeProject('e2e', ['<rootDir>/test/e2e/**/*.test.ts'], {
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/support/timeouts.ts'],
      globalTeardown: '<rootDir>/test/support/api-global-teardown.ts',
    }),
  ],
};
