// `npm run bench -- --scale`: how the cost of suggest, the search page, a company page, intervals
// and order creation grows from the demo data (67 venues) to marketplace scale (about 10,000
// venues and 2 million orders on PostgreSQL; a smaller size on PGlite when there is no server).
import { join } from 'node:path';
import { seedScale } from '../../scripts/seedScale.mjs';
import { createPostgresDatabase } from './scaleDatabases.mjs';
import { measure } from './load.mjs';
import { orderCreation, postgresServer } from './measurements.mjs';
import { freePort, startApi, startBff } from './processes.mjs';
import { apiHeaders, benchBranch, json } from './site.mjs';
import { log, run } from './state.mjs';

/** Venues to visit in turn: a long tail of company pages that no cache holds. */
async function venueSlugs(apiUrl, count) {
  const slugs = [];
  for (let page = 1; slugs.length < count; page += 1) {
    const answer = await fetch(`${apiUrl}/search?pageSize=50&page=${page}`, {
      headers: apiHeaders,
    }).then(json);
    slugs.push(...answer.items.map((item) => item.slug));
    if (answer.items.length < 50) break;
  }
  return slugs.slice(0, count);
}

/** The figures of one dataset: api and a bff with no page or venue cache over it. */
async function measureDataset(name, target) {
  log(`Scale: measuring the ${name} data…`);
  const api = await startApi({
    dataDir: target.dataDir ?? join(run.work, `scale-${name}`),
    siteUrl: 'http://localhost:3000',
    extraEnv: {
      ...(target.url ? { DATABASE_URL: target.url } : {}),
      // The copies are in the database already; an empty one gets the demo.
      SEED_DEMO: 'true',
    },
  });
  run.stops.push(api.stop);
  const bff = await startBff({
    apiUrl: api.url,
    port: await freePort(),
    extraEnv: { WEB_DIST: run.webDist, PAGE_CACHE_SECONDS: '0', VENUE_CACHE_SECONDS: '0' },
  });
  run.stops.push(bff.stop);
  const branch = await benchBranch(api.url);
  const slugs = await venueSlugs(api.url, 2000);
  let next = 0;
  const figures = {
    venues: slugs.length,
    suggest: await measure({
      url: `${api.url}/network/suggest?s=salon&d=beograd`,
      headers: apiHeaders,
    }),
    search: await measure({
      url: `${bff.url}/en/search?s=salon&c=beograd`,
      headers: { 'accept-language': 'en' },
    }),
    company: await measure({
      url: `${bff.url}/en/company/${branch.slug}`,
      headers: { 'accept-language': 'en' },
      // Each request another venue: the long tail.
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/en/company/${slugs[next++ % slugs.length]}`,
          }),
        },
      ],
    }),
    intervals: await measure({
      url: `${api.url}/book/branches/${branch.id}/intervals?services=${branch.serviceId}&days=30`,
      headers: apiHeaders,
    }),
  };
  await bff.stop();
  await api.stop();
  figures.orders = await orderCreation(
    target.url ? 'existing' : 'pglite',
    target.url ?? target.dataDir,
  );
  return figures;
}

export async function scaleRun() {
  const postgres = await postgresServer();
  const onPostgres = !postgres.skipped;
  const targets = {};
  for (const name of ['demo', 'scale']) {
    if (onPostgres) {
      const database = await createPostgresDatabase(postgres.url, `bench_${name}`);
      run.stops.push(database.drop);
      targets[name] = { url: database.url, drop: database.drop };
    } else {
      targets[name] = { dataDir: join(run.work, `scale-${name}-pglite`) };
    }
  }
  const target = (t) =>
    t.url ? { driver: 'postgres', url: t.url } : { driver: 'pglite', dataDir: t.dataDir };
  log(`Scale: building the scale data on ${onPostgres ? 'PostgreSQL' : 'PGlite'}…`);
  const seeded = await seedScale(target(targets.scale), onPostgres ? 'postgres' : 'pglite');
  const demo = await measureDataset('demo', targets.demo);
  const scale = await measureDataset('scale', targets.scale);
  for (const t of Object.values(targets)) await t.drop?.();
  return { database: onPostgres ? 'PostgreSQL' : 'PGlite', seeded, demo, scale };
}
