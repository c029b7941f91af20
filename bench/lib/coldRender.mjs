// Every request rendered: bff with the page cache off, its CPU per page, and the same pages
// measured on an earlier commit's build in the same run (--baseline), so the ratio is one run's.
import { join } from 'node:path';
import { withCpu } from './cpu.mjs';
import { measure } from './load.mjs';
import { meanOfRounds } from './rounds.mjs';
import { freePort, startApi, startBff } from './processes.mjs';
import { apiHeaders } from './site.mjs';
import { run } from './state.mjs';

/** The page types the bench renders: a venue's company page, start, search and a booking step. */
export const benchPages = (branch) => ({
  start: '/en',
  search: '/en/search?s=salon&c=beograd',
  company: `/en/company/${branch.slug}`,
  booking: `/en/book-now/${branch.slug}/services`,
});

/** Starts a bff with the page cache off over `api` (from `checkout`, the current one by default). */
export async function startColdBff(api, { checkout, webDist, nodeOptions } = {}) {
  const bff = await startBff({
    apiUrl: api.url,
    port: await freePort(),
    checkout,
    nodeOptions,
    extraEnv: { WEB_DIST: webDist ?? run.webDist, PAGE_CACHE_SECONDS: '0' },
  });
  run.stops.push(bff.stop);
  return bff;
}

/** Seconds of load each page gets before it is first measured (after measure's own warm-up). */
export const settleSeconds = 5;

/**
 * Rounds per page and build when a baseline is measured beside this build: this build, the
 * baseline, the baseline, this build. A shared machine's speed drifts over minutes (as much as a
 * third here); pages measured in pairs, in both orders, carry the same drift on both sides of the
 * ratio, where builds measured minutes apart did not.
 */
export const pairedRounds = 2;

/** Pages/s, latency and bff's and api's CPU per page for one page, every request rendered. */
export async function measureColdPage(api, bff, path, { settle }) {
  const request = { url: `${bff.url}${path}`, headers: { 'accept-language': 'en' } };
  // The page is served a while first, outside the figures: V8 optimises a page's code over its
  // first thousands of renders, and a long-running bff serves pages in that steady state. The
  // baseline gets the same.
  if (settle) await measure({ ...request, duration: settleSeconds });
  const { result, cpu } = await withCpu({ bff, api }, () => measure(request));
  // The warm-up's requests are in the CPU too: divide by every request served meanwhile.
  const served = result.total + result.warmupTotal;
  return {
    ...result,
    bffCpuMs: cpu.bff === undefined ? undefined : cpu.bff / served,
    apiCpuMs: cpu.api === undefined ? undefined : cpu.api / served,
  };
}

/**
 * Every request rendered, for each page: this build's figures and, given a `baseline` ({ api,
 * bff } of the earlier build), the baseline's, measured in pairs (pairedRounds). Without a
 * baseline, one round.
 */
export async function measureCold(current, pages, baseline) {
  const rows = { current: {}, baseline: baseline ? {} : undefined };
  for (const [name, path] of Object.entries(pages)) {
    const rounds = { current: [], baseline: [] };
    const count = baseline ? pairedRounds : 1;
    for (let round = 0; round < count; round++) {
      const order = round % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current'];
      for (const build of order) {
        const site = build === 'current' ? current : baseline;
        if (!site) continue;
        rounds[build].push(
          await measureColdPage(site.api, site.bff, path, { settle: round === 0 }),
        );
      }
    }
    rows.current[name] = meanOfRounds(rounds.current);
    if (baseline) rows.baseline[name] = meanOfRounds(rounds.baseline);
  }
  return rows;
}

/** api's own reads behind a company page and the search bar, measured straight on api. */
export async function measureApiReads(api, branch) {
  return {
    branch: await measure({ url: `${api.url}/branches/${branch.id}`, headers: apiHeaders }),
    suggest: await measure({
      url: `${api.url}/network/suggest?s=salon&d=beograd`,
      headers: apiHeaders,
    }),
  };
}

/**
 * The build in `checkout` (an earlier commit, built by baseline.mjs): its own api over its own
 * seeded PGlite, and its bff with the page cache off.
 */
export async function startBaseline(checkout) {
  const api = await startApi({
    checkout,
    dataDir: join(run.work, 'baseline-pglite'),
    siteUrl: 'http://localhost:3000',
  });
  run.stops.push(api.stop);
  const bff = await startColdBff(api, { checkout, webDist: join(checkout, 'web', 'dist') });
  return { api, bff };
}
