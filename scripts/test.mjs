#!/usr/bin/env node
// `npm test`: install on first run, then every check a change must pass, cheapest first.
import { ensureInstalled } from './lib/install.mjs';

await ensureInstalled();
const { run } = await import('./lib/run.mjs');
const steps = [
  ['generated code is fresh', () => run('node', ['scripts/codegen.mjs', '--check'])],
  ['typecheck', () => run('pnpm', ['-r', 'typecheck'])],
  ['lint', () => run('eslint', ['.', '--max-warnings', '0'])],
  ['format', () => run('prettier', ['--check', '.', '--log-level', 'warn'])],
  ['build', async () => (await import('./build.mjs')).build()],
  ['unit and integration tests', () => run('vitest', ['run'], { env: { NO_COLOR: '1' } })],
  ['end-to-end tests', async () => (await import('./e2e.mjs')).e2e()],
  // The budgets measure the built product; after the tests, so their verdict never hides the tests'.
  [
    'budgets (initial JavaScript, Lighthouse)',
    async () => (await import('./budgets.mjs')).budgets(),
  ],
];

for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');
