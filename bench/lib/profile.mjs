// A short CPU profile of bff rendering the company page with the page cache off, summed by
// package, and what the renders allocated, written beside the results: the next regression shows
// where it grew.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './load.mjs';
import { createGcTally } from './gcTrace.mjs';
import { summarizeProfile } from './profileSummary.mjs';
import { startColdBff } from './coldRender.mjs';
import { run } from './state.mjs';

export async function profileCompanyPage(api, path) {
  const dir = mkdtempSync(join(run.work, 'profile-'));
  const bff = await startColdBff(api, {
    nodeOptions: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--trace-gc', '--trace-gc-nvp'],
  });
  // From here on: the collections of the renders, not of bff's start.
  const gc = createGcTally();
  bff.child.stdout.on('data', gc.add);
  const load = await measure({ url: `${bff.url}${path}`, headers: { 'accept-language': 'en' } });
  await bff.stop();
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('bff wrote no CPU profile');
  const summary = summarizeProfile(join(dir, file));
  rmSync(dir, { recursive: true, force: true });
  return { ...summary, gc: gc.tally, pages: load.total + load.warmupTotal, path };
}
