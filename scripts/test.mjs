#!/usr/bin/env node
// `npm test`: install on first run, then every check a change must pass, cheapest first, on the
// project's Node 24 (scripts/lib/projectNode.mjs). At the end (passed or not) one line per stage
// with its time, so a slow or failing stage shows at once; STAGE_LOG=<file> also appends those
// lines there (.ci/run prints them with its own stages, the install among them).
import { appendFileSync } from 'node:fs';
import { onProjectNode } from './lib/projectNode.mjs';
import { run, runHeld } from './lib/run.mjs';

await onProjectNode();

/**
 * Tests that time the product against its own quiet baseline (hostile traffic, floods): run after
 * the others, one file at a time, so another test's load is never counted against it. The fault
 * tests (src/faults) run with the rest: they hold the product to its own timeouts, with slack for
 * a loaded 2-core machine, and mostly wait. The globs are matched within each package; the
 * filters name the same files.
 */
const timedGlobs = ['**/src/hostile/**', '**/src/limits/flood.*'];
const timedFilters = ['bff/src/hostile/', 'bff/src/limits/flood.'];

/**
 * The checks that only read the sources, and the build, run side by side: most of them keep one
 * core busy (lint, format), and they read and write different files. After the codegen check,
 * which rewrites the generated files they read. Each one's output is printed whole as it ends.
 */
const sideBySide = [
  ['typecheck', 'node', ['scripts/typecheck.mjs']],
  ['lint', 'pnpm', ['run', 'lint']],
  ['format', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['build', 'node', ['scripts/build.mjs']],
];

const stages = [
  ['generated code is fresh', () => run('node', ['scripts/codegen.mjs', '--check'])],
  sideBySide,
  [
    'unit and integration tests',
    () =>
      run('vitest', ['run', ...timedGlobs.flatMap((glob) => ['--exclude', glob])], {
        env: { NO_COLOR: '1' },
      }),
  ],
  [
    'timed tests (hostile traffic, floods), one at a time',
    () => run('vitest', ['run', '--maxWorkers=1', ...timedFilters], { env: { NO_COLOR: '1' } }),
  ],
  ['end-to-end tests', async () => (await import('./e2e.mjs')).e2e()],
  // The budgets measure the built product; after the tests, so their verdict never hides the tests'.
  [
    'budgets (initial JavaScript and CSS, Lighthouse)',
    async () => (await import('./budgets.mjs')).budgets(),
  ],
];

const names = stages.flatMap((stage) =>
  typeof stage[0] === 'string' ? [stage[0]] : stage.map(([name]) => name),
);
const done = [];
function summary() {
  const width = Math.max(...names.map((name) => name.length));
  const lines = done.map(({ name, ok, seconds, together }) => {
    const line = `${ok ? '✔' : '✖'} ${name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s`;
    return together ? `${line} (side by side)` : line;
  });
  console.log(`\nStages of npm test:\n${lines.join('\n')}`);
  if (process.env.STAGE_LOG) appendFileSync(process.env.STAGE_LOG, `${lines.join('\n')}\n`);
}

function fail(name, error) {
  console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : error}`);
  summary();
  process.exit(1);
}

/** Runs stages side by side; once all have ended, fails with the first that failed. */
async function runSideBySide(group) {
  console.log(`\n▶ ${group.map(([name]) => name).join(', ')}, side by side`);
  const outcomes = await Promise.all(
    group.map(async ([name, command, args]) => {
      const started = Date.now();
      let outcome;
      try {
        outcome = { name, ok: true, output: await runHeld(command, args) };
      } catch (error) {
        outcome = { name, ok: false, output: error.output ?? '', error };
      }
      const seconds = (Date.now() - started) / 1000;
      done.push({ name, ok: outcome.ok, seconds, together: true });
      console.log(`\n── ${name} ──\n${outcome.output.trimEnd()}`);
      console.log(`${outcome.ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
      return outcome;
    }),
  );
  const failed = outcomes.find((outcome) => !outcome.ok);
  if (failed) fail(failed.name, failed.error);
}

for (const stage of stages) {
  if (typeof stage[0] !== 'string') {
    await runSideBySide(stage);
    continue;
  }
  const [name, check] = stage;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await check();
    done.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
    console.log(`✔ ${name} (${done.at(-1).seconds.toFixed(1)} s)`);
  } catch (error) {
    done.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    fail(name, error);
  }
}
summary();
console.log('\nAll checks passed.');
