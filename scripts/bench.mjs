#!/usr/bin/env node
// `npm run bench`: Termin's speed as numbers, each compared in the same run against the limit it
// chases (issue 8). Starts its own api (PGlite in a temporary folder) and bff on free ports, prints
// a table and writes bench/results/latest.md. `npm run bench -- --soak` runs the soak instead
// (mixed traffic for 3 minutes, memory of bff and api) into bench/results/soak.md.
// Options: --duration=<seconds per measurement> (default 10), --soak-minutes=<n> (default 3),
// --baseline=<git ref>: also measure that commit's build (cold rendering, api reads) in the same
// run, for before/after ratios (issue 17). `npm run bench -- --scale` measures how costs grow from
// the demo data to marketplace scale instead (bench/results/scale.md).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { settings } from '../bench/lib/load.mjs';
import {
  availability,
  batching,
  gatewayOverhead,
  orderCreation,
  postgresServer,
  serverRendering,
} from '../bench/lib/measurements.mjs';
import { profileReport, report, scaleReport, writeMarkdown } from '../bench/lib/report.mjs';
import { prepareBaseline } from '../bench/lib/baseline.mjs';
import { benchPages, measureApiReads, startBaseline } from '../bench/lib/coldRender.mjs';
import { profilePage } from '../bench/lib/profile.mjs';
import { edgeFigures } from '../bench/lib/edge.mjs';
import { scaleRun } from '../bench/lib/scale.mjs';
import {
  benchBranch,
  ensureBuilt,
  machine,
  snapshotWebBuild,
  startSite,
} from '../bench/lib/site.mjs';
import { soakRun } from '../bench/lib/soak.mjs';
import { log, run } from '../bench/lib/state.mjs';
import { measurePageWeight } from './lib/pageWeight.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { root } from './lib/run.mjs';

await onProjectNode();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
settings.durationSeconds = option('duration', settings.durationSeconds);
const soak = args.includes('--soak');
const scale = args.includes('--scale');
const soakMinutes = option('soak-minutes', 3);
const baselineRef = args.find((arg) => arg.startsWith('--baseline='))?.split('=')[1];

async function main() {
  await ensureBuilt();
  if (scale) {
    run.webDist = await snapshotWebBuild();
    await writeMarkdown(
      join(root, 'bench', 'results', 'scale.md'),
      scaleReport(machine(), await scaleRun()),
    );
    return;
  }
  const baseline = baselineRef ? prepareBaseline(baselineRef) : undefined;
  run.webDist = await snapshotWebBuild();
  const weight = measurePageWeight({ webDist: run.webDist });
  log(`Starting api and bff (PGlite in ${run.work})…`);
  const site = await startSite();
  const branch = await benchBranch(site.api.url);

  if (soak) {
    log(`Soak: ${soakMinutes} minutes of mixed traffic…`);
    await writeMarkdown(
      join(root, 'bench', 'results', 'soak.md'),
      await soakRun(site, branch, soakMinutes),
    );
    return;
  }

  const figures = { branch };
  log('Gateway overhead…');
  figures.gateway = await gatewayOverhead(site);
  // The baseline's pages are rendered beside this build's, in pairs (coldRender.mjs).
  const baselineSite = baseline ? await startBaseline(baseline.dir) : undefined;
  log(baseline ? `Server rendering, beside ${baseline.commit.slice(0, 7)}…` : 'Server rendering…');
  const rendering = await serverRendering(site, branch, baselineSite);
  figures.ssr = rendering.rows;
  if (baselineSite) {
    log(`Baseline ${baseline.commit.slice(0, 7)}: api reads…`);
    figures.baseline = {
      commit: baseline.commit,
      cold: rendering.baselineCold,
      reads: await measureApiReads(baselineSite.api, branch),
    };
    await baselineSite.bff.stop();
    await baselineSite.api.stop();
  }
  log('api reads…');
  figures.apiReads = await measureApiReads(site.api, branch);
  log('Profile of a company page render…');
  figures.profile = await profilePage(site.api, benchPages(branch).company);
  log('Batching…');
  figures.batching = await batching(site);
  log('Availability…');
  figures.availability = await availability(site, branch);
  await site.bff.stop();
  await site.api.stop();
  log('Order creation on PGlite…');
  figures.orders = { pglite: await orderCreation('pglite', join(run.work, 'orders-pglite')) };
  const postgres = await postgresServer();
  log(postgres.skipped ? `PostgreSQL ${postgres.skipped}` : 'Order creation on PostgreSQL…');
  figures.orders.postgres = postgres.skipped
    ? postgres
    : await orderCreation('postgres', postgres.url);
  log('The edge (nginx in front of bff)…');
  figures.edge = await edgeFigures();
  figures.weight = weight;
  await writeMarkdown(join(root, 'bench', 'results', 'latest.md'), report(machine(), figures));
  await writeMarkdown(join(root, 'bench', 'results', 'profile.md'), profileReport(figures.profile));
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  for (const stop of run.stops.reverse()) await stop().catch(() => {});
  rmSync(run.work, { recursive: true, force: true });
  if (run.webDist) rmSync(run.webDist, { recursive: true, force: true });
}
