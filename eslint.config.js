// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/__generated__/',
      '.data/',
      'api/drizzle/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Vite's React plugin Fast Refreshes a module (keeping the page's state) only when it exports
    // components alone: a page's loader, action, documents and helpers live in its data module
    // (XPage.data.ts, routing/pageRoutes.tsx), so an edit of the page is not a full reload.
    ...reactRefresh.configs.vite(),
    files: ['web/src/pages/**/*Page.tsx', 'web/src/layouts/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
  },
  {
    // Config is parsed once at boot (conventions §1): process.env is read only in config files,
    // scripts and tests.
    files: ['api/src/**/*.ts', 'bff/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/config.ts', '**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
  {
    // api's and bff's test files share their worker's modules (vitest.config.ts, isolate: false): a
    // module mock would not reach a module another file already loaded, and its test would pass
    // vacuously. A bff file that must mock is named `*.isolated.test.ts` (its own project).
    files: ['api/src/**/*.test.ts', 'bff/src/**/*.test.ts'],
    ignores: ['bff/src/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'api and bff tests share modules: observe through the app (e.g. /metrics), or name the file *.isolated.test.ts.',
        })),
      ],
    },
  },
  {
    // Each e2e worker runs its own site through the suite's `test` (e2e/support/test.ts); a spec
    // on the library's own `test` would reach no site.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@playwright/test',
          message: "Import from './support/test.js': its test starts the worker's site.",
        },
      ],
    },
  },
);
