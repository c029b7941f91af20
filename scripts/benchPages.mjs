#!/usr/bin/env node
// Quick checks of every-request rendering (issue 43), lighter than `npm run bench`:
//   --profile: a CPU profile of bff per page (start, search, company), by original package;
//   --baseline=<web dist folder>: bff CPU per page of this web build against that one, in
//   alternating pairs over one api, so both carry the same drift of a shared machine.
// --pages=start,company narrows the pages; --rounds=<n> pairs per page (default 4);
// --duration=<seconds> per measurement (default 6), --warmup=<seconds> before each (default 2); --save=<folder> keeps the profiles. BENCH_PORTS=<first>-<last> confines ports.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchPages, measureColdPage, startColdBff } from '../bench/lib/coldRender.mjs';
import { settings } from '../bench/lib/load.mjs';
import { profilePage } from '../bench/lib/profile.mjs';
import { benchBranch, snapshotWebBuild, startSite } from '../bench/lib/site.mjs';
import { log, run } from '../bench/lib/state.mjs';
import { root } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
settings.durationSeconds = Number(option('duration') ?? 6);
settings.warmupSeconds = Number(option('warmup') ?? settings.warmupSeconds);
const rounds = Number(option('rounds') ?? 4);
const baselineDist = option('baseline');

/** A copy of a web build inside web/node_modules, where its imports resolve. */
function privateCopy(source, name) {
  const target = join(root, 'web', 'node_modules', `.termin-bench-dist-${name}-${process.pid}`);
  cpSync(source, target, { recursive: true });
  return target;
}

function printProfile(name, profile) {
  const perPage = (ms) => `${(ms / profile.pages).toFixed(3)} ms`;
  const share = (ms) => `${((100 * ms) / profile.busyMs).toFixed(1)} %`;
  log(`\n## ${name} ${profile.path}: ${profile.pages} pages, busy ${perPage(profile.busyMs)}`);
  for (const [label, entries] of [
    ['package', profile.packages],
    ['function', profile.functions],
  ]) {
    log(`| ${label} | per page | share of busy |\n| --- | --- | --- |`);
    for (const [what, ms] of entries.filter(([what]) => !what.startsWith('(idle)')).slice(0, 25))
      log(`| \`${what}\` | ${perPage(ms)} | ${share(ms)} |`);
  }
}

async function main() {
  run.webDist = await snapshotWebBuild();
  const site = await startSite();
  const pages = benchPages(await benchBranch(site.api.url));
  const chosen = option('pages')?.split(',') ?? ['start', 'search', 'company'];
  if (args.includes('--profile')) {
    const save = option('save');
    for (const name of chosen) {
      const saveTo = save ? join(resolve(save), `${name}.cpuprofile`) : undefined;
      printProfile(name, await profilePage(site.api, pages[name], { saveTo }));
    }
    return;
  }
  if (!baselineDist) throw new Error('give --profile or --baseline=<web dist folder>');
  const builds = {
    current: await startColdBff(site.api),
    baseline: await startColdBff(site.api, {
      webDist: privateCopy(resolve(baselineDist), 'baseline'),
    }),
  };
  for (const name of chosen) {
    const cpu = { current: [], baseline: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const build of order) {
        const row = await measureColdPage(site.api, builds[build], pages[name], {
          settle: round === 0,
        });
        if (row.non2xx || row.errors) throw new Error(`${build} ${name}: failed requests`);
        cpu[build].push(row.bffCpuMs);
      }
    }
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
    // A shared machine's bursts skew single rounds: the median pair says more than the mean.
    const ratios = cpu.current.map((value, i) => value / cpu.baseline[i]);
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
    log(
      `${name}: bff CPU per page ${mean(cpu.current).toFixed(3)} ms vs baseline ` +
        `${mean(cpu.baseline).toFixed(3)} ms, ratio of means ` +
        `${(mean(cpu.current) / mean(cpu.baseline)).toFixed(3)}, median ratio ${median.toFixed(3)} ` +
        `(rounds ${ratios.map((ratio) => ratio.toFixed(3)).join(' ')})`,
    );
  }
}

try {
  await main();
} finally {
  await Promise.allSettled(run.stops.map((stop) => stop()));
  for (const dir of [run.webDist, run.work]) if (dir) rmSync(dir, { recursive: true, force: true });
  rmSync(join(root, 'web', 'node_modules', `.termin-bench-dist-baseline-${process.pid}`), {
    recursive: true,
    force: true,
  });
}
