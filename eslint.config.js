// ESLint flat config: TypeScript rules everywhere, React hooks rules for the client.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

module.exports = tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'bench/results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
      // The client talks to the server only through contract/ and the API.
      'no-restricted-imports': ['error', { patterns: ['**/server/**', 'antd-mobile/*'] }],
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
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/pages/**', '@tarojs/*', 'react*', 'antd-mobile*'] }] },
  },
  {
    files: ['**/*.js', 'config/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts', 'server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
