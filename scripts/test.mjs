#!/usr/bin/env node
// `npm test`: install on first run, then every check a change must pass, cheapest first, on the
// project's Node 24 (scripts/lib/projectNode.mjs). At the end (passed or not) one line per stage
// with its time, so a slow or failing stage shows at once; STAGE_LOG=<file> also appends those
// lines there (.ci/run prints them with its own stages, the install among them).
import { appendFileSync } from 'node:fs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run } from './lib/run.mjs';

await onProjectNode();

/**
 * Tests that time the product against its own quiet baseline (hostile traffic, floods, faults):
 * run after the others, one file at a time, so another test's load is never counted against it.
 * The globs are matched within each package (api, bff); the filters name the same files.
 */
const timedGlobs = ['**/src/hostile/**', '**/src/faults/**', '**/src/limits/flood.*'];
const timedFilters = [
  'bff/src/hostile/',
  'bff/src/faults/',
  'api/src/faults/',
  'bff/src/limits/flood.',
];

const stages = [
  ['generated code is fresh', () => run('node', ['scripts/codegen.mjs', '--check'])],
  // Side by side: each mostly keeps one core busy, and none writes what another reads.
  [
    'typecheck, lint and format',
    () =>
      allOf({
        typecheck: () => run('node', ['scripts/typecheck.mjs'], { buffered: true }),
        lint: () => run('pnpm', ['run', 'lint'], { buffered: true }),
        format: () => run('prettier', ['--check', '.', '--log-level', 'warn'], { buffered: true }),
      }),
  ],
  ['build', async () => (await import('./build.mjs')).build()],
  [
    'unit and integration tests',
    () =>
      run('vitest', ['run', ...timedGlobs.flatMap((glob) => ['--exclude', glob])], {
        env: { NO_COLOR: '1' },
      }),
  ],
  [
    'timed tests (hostile traffic, floods, faults), one at a time',
    () => run('vitest', ['run', '--maxWorkers=1', ...timedFilters], { env: { NO_COLOR: '1' } }),
  ],
  ['end-to-end tests', async () => (await import('./e2e.mjs')).e2e()],
  // The budgets measure the built product; after the tests, so their verdict never hides the tests'.
  [
    'budgets (initial JavaScript and CSS, Lighthouse)',
    async () => (await import('./budgets.mjs')).budgets(),
  ],
];

/** Runs the named checks together; once all have ended, rejects naming each that failed. */
async function allOf(checks) {
  const names = Object.keys(checks);
  const outcomes = await Promise.allSettled(names.map((name) => checks[name]()));
  const failed = names.filter((_, index) => outcomes[index].status === 'rejected');
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed (output above)`);
}

const done = [];
function summary() {
  const width = Math.max(...stages.map(([name]) => name.length));
  const lines = done.map(
    ({ name, ok, seconds }) =>
      `${ok ? '✔' : '✖'} ${name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s`,
  );
  console.log(`\nStages of npm test:\n${lines.join('\n')}`);
  if (process.env.STAGE_LOG) appendFileSync(process.env.STAGE_LOG, `${lines.join('\n')}\n`);
}

for (const [name, stage] of stages) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await stage();
    done.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
    console.log(`✔ ${name} (${done.at(-1).seconds.toFixed(1)} s)`);
  } catch (error) {
    done.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : error}`);
    summary();
    process.exit(1);
  }
}
summary();
console.log('\nAll checks passed.');
