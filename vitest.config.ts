import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const bffPackage = new URL('./bff/package.json', import.meta.url);
// graphql as Node loads it when bff runs (its "main"; Vite would pick its "module"): a schema
// built by the libraries' copy cannot be read by another copy.
const bffResolve = {
  alias: [{ find: /^graphql$/, replacement: createRequire(bffPackage).resolve('graphql') }],
};
// Integration suites start from one migrated, seeded database made once per run.
const seededSnapshot = new URL('./api/src/test/seededSnapshot.setup.ts', import.meta.url).pathname;

// One runner for every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    // A worker per core: vitest's default leaves one core free, which on a 2-core CI machine is
    // one worker for the whole suite. Every file has its own databases and free ports.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'api',
          root: 'api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // A worker's files share their modules (imported once, not per file: 158 s → 110 s for
          // the project here). Each file builds its own app and databases; nothing in api's tests
          // mocks a module, which would not reach one another file had already loaded.
          isolate: false,
          globalSetup: [seededSnapshot],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: bffResolve,
        test: {
          name: 'bff',
          root: 'bff',
          environment: 'node',
          // Shared modules as in api (each module set up once per worker, not once per file); a
          // file that mocks a module is named `*.isolated.test.ts` and runs in the project below,
          // with modules of its own. (Not an `exclude`: a project's own would drop the ones npm
          // test gives on the command line.)
          include: ['src/**/!(*.isolated).test.ts'],
          isolate: false,
          globalSetup: [seededSnapshot],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: bffResolve,
        test: {
          name: 'bff-isolated',
          root: 'bff',
          environment: 'node',
          include: ['src/**/*.isolated.test.ts'],
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'repo',
          root: '.',
          environment: 'node',
          include: [
            'scripts/**/*.test.{ts,mjs}',
            'bench/**/*.test.mjs',
            'locales/**/*.test.ts',
            'deploy/**/*.test.ts',
            'telemetry/**/*.test.ts',
            'packages/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
