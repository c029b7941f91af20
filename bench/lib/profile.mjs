// A short CPU profile of bff rendering one page with the page cache off, summed by package, and
// what the renders allocated, written beside the results: the next regression shows where it grew.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './load.mjs';
import { createGcTally } from './gcTrace.mjs';
import { summarizeProfile } from './profileSummary.mjs';
import { startColdBff } from './coldRender.mjs';
import { run } from './state.mjs';

export async function profilePage(api, path, { webDist, saveTo } = {}) {
  const dir = mkdtempSync(join(run.work, 'profile-'));
  const started = performance.now();
  const bff = await startColdBff(api, {
    webDist,
    nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--trace-gc', '--trace-gc-nvp'],
  });
  // From here on: the collections of the renders, not of bff's start.
  const gc = createGcTally();
  // Samples of bff's start (loading modules, compiling) are no part of a render.
  const ready = performance.now() - started;
  bff.child.stdout.on('data', gc.add);
  const load = await measure({ url: `${bff.url}${path}`, headers: { 'accept-language': 'en' } });
  await bff.stop();
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('bff wrote no CPU profile');
  const summary = summarizeProfile(join(dir, file), { fromMs: ready });
  if (saveTo) cpSync(join(dir, file), saveTo);
  rmSync(dir, { recursive: true, force: true });
  return { ...summary, gc: gc.tally, pages: load.total + load.warmupTotal, path };
}
