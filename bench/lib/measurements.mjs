// The figures the benchmark measures, each against what it is compared with in the same run.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { root } from '../../scripts/lib/run.mjs';
import { drive, measure, settings } from './load.mjs';
import { graphqlPath, graphqlRequest } from './operations.mjs';
import { freePort, startBff, startNode } from './processes.mjs';
import { apiHeaders, json } from './site.mjs';
import { benchPages, measureCold, startColdBff } from './coldRender.mjs';
import { run } from './state.mjs';

/**
 * What visitors type into the search bar, letter by letter: the gateway is measured over many
 * distinct suggestions, since bff answers concurrent identical reads with one upstream call
 * (upstream/transport.ts) and one repeated query would measure that instead of its overhead.
 */
export const suggestionTexts = [
  ...['s', 'sa', 'sal', 'salo', 'salon'],
  ...['f', 'fr', 'fri', 'friz', 'frizer'],
  ...['m', 'ma', 'man', 'mani', 'manik', 'manikir'],
  ...['b', 'ba', 'bar', 'barb', 'berber'],
  ...['l', 'lo', 'lot', 'lotu', 'lotus'],
  ...['k', 'ko', 'kos', 'kosa'],
  ...['n', 'no', 'nok', 'nokti'],
  ...['sp', 'spa', 'st', 'stu', 'studio'],
  ...['t', 'tr', 'tre', 'tret', 'tretman'],
];

/** One request template whose every request asks for the next text of the mix. */
function rotating(request, pathFor) {
  let next = 0;
  return {
    ...request,
    requests: [
      {
        setupRequest: (sent) => ({
          ...sent,
          path: pathFor(suggestionTexts[next++ % suggestionTexts.length]),
        }),
      },
    ],
  };
}

export async function gatewayOverhead({ api, bff }) {
  const city = 'beograd';
  const check = await fetch(
    graphqlRequest(bff.url, 'Suggestions', { text: 'salon', city }).url,
    graphqlRequest(bff.url, 'Suggestions', { text: 'salon', city }),
  ).then(json);
  if (check.errors || check.data.suggestions.branches.length === 0)
    throw new Error(`the suggestions query failed: ${JSON.stringify(check.errors)}`);
  const direct = rotating(
    { url: `${api.url}/network/suggest`, headers: apiHeaders },
    (text) => `/network/suggest?s=${encodeURIComponent(text)}&d=${city}`,
  );
  const gateway = rotating(
    graphqlRequest(bff.url, 'Suggestions', { text: 'salon', city }),
    (text) => graphqlPath('Suggestions', { text, city }),
  );
  const upstream = await measure(direct);
  const through = await measure(gateway);
  return {
    upstream,
    through,
    ratio: through.rps / upstream.rps,
    distinct: suggestionTexts.length,
  };
}

/**
 * Pages rendered by bff against the same HTML as a static file. Measured twice: as configured
 * (anonymous public pages reused from the page cache for PAGE_CACHE_SECONDS), and by a second bff
 * with the page cache off, where every request is a full render: given a `baseline` ({ api, bff }
 * of an earlier build, coldRender.mjs), beside the same pages rendered by it, in pairs.
 */
export async function serverRendering({ api, bff }, branch, baseline) {
  const pages = benchPages(branch);
  const dir = join(run.work, 'static');
  mkdirSync(dir, { recursive: true });
  const statuses = {};
  for (const [name, path] of Object.entries(pages)) {
    const response = await fetch(`${bff.url}${path}`, { headers: { 'accept-language': 'en' } });
    statuses[name] = response.status;
    writeFileSync(join(dir, `${name}.html`), await response.text());
  }
  const port = await freePort();
  const server = startNode('static', join(root, 'bench', 'lib', 'staticServer.mjs'), {
    env: process.env,
    args: [dir, String(port)],
  });
  run.stops.push(server.stop);
  await new Promise((resolve, reject) => {
    server.child.once('message', resolve);
    server.child.once('exit', () => reject(new Error(`static server exited\n${server.output()}`)));
  });
  const cold = await startColdBff(api);
  const coldRows = await measureCold({ api, bff: cold }, pages, baseline);
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const headers = { 'accept-language': 'en' };
    const rendered = await measure({ url: `${bff.url}${path}`, headers });
    const staticFile = await measure({ url: `http://127.0.0.1:${port}/${name}.html` });
    rows.push({
      name,
      path,
      status: statuses[name],
      rendered,
      coldRender: coldRows.current[name],
      staticFile,
    });
  }
  await cold.stop();
  await server.stop();
  return { rows, baselineCold: coldRows.baseline };
}

/**
 * Sum of bff's upstream call counter (bff_upstream_call_duration_seconds_count) right now, read
 * on bff's internal metrics port.
 */
async function upstreamCalls(bff) {
  const text = await fetch(`${bff.metricsUrl}/metrics`).then((response) => response.text());
  return text
    .split('\n')
    .filter((line) => line.startsWith('bff_upstream_call_duration_seconds_count'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

async function callsPerOperation(bff, pageSizes) {
  const bffUrl = bff.url;
  // The search page's one operation: its facets (shared-cached after the first) and results.
  const op = (pageSize) => graphqlRequest(bffUrl, 'SearchPage', { input: { pageSize } });
  const send = (request) => fetch(request.url, request).then(json);
  await send(op(1)); // warms the public cache, as on a live site
  const figures = [];
  for (const pageSize of pageSizes) {
    const before = await upstreamCalls(bff);
    const answer = await send(op(pageSize));
    if (answer.errors) throw new Error(`search failed: ${JSON.stringify(answer.errors)}`);
    figures.push({
      pageSize,
      items: answer.data.search.items.length,
      calls: (await upstreamCalls(bff)) - before,
    });
  }
  return figures;
}

/** A stand-in upstream with as many venues as asked for (the seed has 24 in Serbia). */
async function startSearchStub() {
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const require = createRequire(join(root, 'bff', 'package.json'));
  const Fastify = (await import(pathToFileURL(require.resolve('fastify')).href)).default;
  const app = Fastify();
  app.get('/readyz', async () => ({ status: 'ok' }));
  app.get('/countries/:country', async () => ({
    code: 'RS',
    title: 'Serbia',
    currency: 'RSD',
    cities: [
      { value: 'beograd', title: 'Belgrade', lat: 44.8, lng: 20.46, timeZone: 'Europe/Belgrade' },
    ],
  }));
  app.get('/search/facets', async () => ({
    category: null,
    parentCategory: null,
    city: null,
    area: null,
    categories: [],
    cities: [],
    areas: [],
  }));
  app.get('/search', async (request) => {
    const size = Number(request.query.pageSize ?? 20);
    const items = Array.from({ length: size }, (_, i) => ({
      id: String(i + 1),
      slug: `salon-${i + 1}`,
      name: `Salon ${i + 1}`,
      photo: null,
      rating: { average: 4.5, count: 10 },
      address: 'Knez Mihailova 1',
      city: { slug: 'beograd', title: 'Belgrade' },
      area: null,
      location: { lat: 44.8, lng: 20.46 },
      distanceKm: null,
      services: [
        {
          id: `${i}1`,
          name: 'Haircut',
          price: 150000,
          priceFrom: false,
          currency: 'RSD',
          durationMinutes: 30,
        },
      ],
      minPrice: 150000,
      currency: 'RSD',
    }));
    return { items, total: 500, page: 1, pageSize: size };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}`, stop: () => app.close() };
}

export async function batching({ bff }) {
  const real = await callsPerOperation(bff, [10, 20, 50]);
  const stub = await startSearchStub();
  run.stops.push(stub.stop);
  const stubBff = await startBff({ apiUrl: stub.url, extraEnv: { WEB_DIST: run.webDist } });
  run.stops.push(stubBff.stop);
  const stubbed = await callsPerOperation(stubBff, [10, 20, 50]);
  // The server render of a search page, all its GraphQL in-process.
  const before = await upstreamCalls(bff);
  await fetch(`${bff.url}/en/search?s=salon&c=beograd`).then((response) => response.text());
  const ssr = (await upstreamCalls(bff)) - before;
  await stubBff.stop();
  await stub.stop();
  return { real, stubbed, ssr };
}

export async function availability({ api }, branch) {
  const url = `${api.url}/book/branches/${branch.id}/intervals?services=${branch.serviceId}&days=30`;
  const answer = await fetch(url, { headers: apiHeaders }).then(json);
  const single = [];
  for (let i = 0; i < 5; i += 1) {
    const t0 = performance.now();
    await fetch(url, { headers: apiHeaders }).then(json);
    single.push(performance.now() - t0);
  }
  const load = await measure({ url, headers: apiHeaders });
  const starts = answer.days.reduce((sum, day) => sum + day.slots.length, 0);
  return { load, best: Math.min(...single), eligible: answer.masters.length, starts };
}

export async function postgresServer() {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const { createRequire } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const require = createRequire(join(root, 'api', 'package.json'));
  const pg = (await import(pathToFileURL(require.resolve('pg')).href)).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url };
  } catch (error) {
    return { skipped: `no PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//…@')} (${error.message})` };
  } finally {
    await client.end().catch(() => {});
  }
}

export async function orderCreation(driver, target) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench', 'lib', 'ordersServer.mjs'), driver, target],
    { cwd: root, env: { ...process.env, NODE_ENV: 'test' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const stop = () =>
    child.exitCode === null
      ? new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        })
      : Promise.resolve();
  run.stops.push(stop);
  const line = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`order server exited (${code})\n${errors}`)));
  });
  const setup = JSON.parse(line);
  const contact = { name: 'Bench Person', phone: '+381641234567' };
  const result = await drive(
    setup.orders,
    async (order) => {
      const response = await fetch(`${setup.url}/orders`, {
        method: 'POST',
        headers: {
          ...setup.headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          branchId: setup.branchId,
          items: [{ serviceId: order.serviceId, masterId: order.masterId }],
          start: order.start,
          contact,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    { concurrency: settings.connections, durationMs: settings.durationSeconds * 1000 },
  );
  await stop();
  const accepted = result.statuses[201] ?? 0;
  return { ...result, accepted, rate: accepted / result.seconds, available: setup.orders.length };
}
