// Every request rendered: bff with the page cache off, its CPU per page, and the same pages
// measured on an earlier commit's build in the same run (--baseline), so the ratio is one run's.
import { join } from 'node:path';
import { withCpu } from './cpu.mjs';
import { measure } from './load.mjs';
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

/** Seconds of load each page gets before it is measured (after measure's own warm-up). */
export const settleSeconds = 5;

/** Pages/s, latency and bff's and api's CPU per page for each page, every request rendered. */
export async function measureCold(api, bff, pages) {
  const rows = {};
  for (const [name, path] of Object.entries(pages)) {
    const request = { url: `${bff.url}${path}`, headers: { 'accept-language': 'en' } };
    // Each page is served a while first, outside the figures: V8 optimises a page's code over its
    // first thousands of renders, and a long-running bff serves pages in that steady state. The
    // baseline gets the same.
    await measure({ ...request, duration: settleSeconds });
    const { result, cpu } = await withCpu({ bff, api }, () => measure(request));
    // The warm-up's requests are in the CPU too: divide by every request served meanwhile.
    const served = result.total + result.warmupTotal;
    rows[name] = {
      ...result,
      bffCpuMs: cpu.bff === undefined ? undefined : cpu.bff / served,
      apiCpuMs: cpu.api === undefined ? undefined : cpu.api / served,
    };
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
 * The same figures for the build in `checkout` (an earlier commit, built by baseline.mjs): its
 * own api over its own seeded PGlite, its bff with the page cache off.
 */
export async function measureBaseline(checkout, branch) {
  const api = await startApi({
    checkout,
    dataDir: join(run.work, 'baseline-pglite'),
    siteUrl: 'http://localhost:3000',
  });
  run.stops.push(api.stop);
  const bff = await startColdBff(api, { checkout, webDist: join(checkout, 'web', 'dist') });
  const cold = await measureCold(api, bff, benchPages(branch));
  const reads = await measureApiReads(api, branch);
  await bff.stop();
  await api.stop();
  return { cold, reads };
}
