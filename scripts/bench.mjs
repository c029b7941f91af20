#!/usr/bin/env node
// `npm run bench`: Termin's speed as numbers, each compared in the same run against the limit it
// chases (issue 8). Starts its own api (PGlite in a temporary folder) and bff on free ports, prints
// a table and writes bench/results/latest.md. `npm run bench -- --soak` runs the soak instead
// (mixed traffic for 3 minutes, memory of bff and api) into bench/results/soak.md.
// Options: --duration=<seconds per measurement> (default 10), --soak-minutes=<n> (default 3).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { drive, measure, settings } from '../bench/lib/load.mjs';
import { freePort, sleep, startApi, startBff, startNode } from '../bench/lib/processes.mjs';
import { measurePageWeight } from './lib/pageWeight.mjs';
import { root } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
settings.durationSeconds = option('duration', settings.durationSeconds);
const soak = args.includes('--soak');
const soakMinutes = option('soak-minutes', 3);

const work = mkdtempSync(join(tmpdir(), 'termin-bench-'));
/** bff serves this copy of web's build (see snapshotWebBuild). */
let webDist;
const stops = [];
const log = (line) => console.log(line);

// ---------------------------------------------------------------------------------------------
// Formatting

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (n === undefined ? '–' : `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`);
const pct = (n) => `${Math.round(n * 100)} %`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const verdict = (ok) => (ok ? 'met' : '**missed**');
const problems = (r) =>
  r.non2xx || r.errors ? ` (${int(r.non2xx)} non-2xx, ${int(r.errors)} errors)` : '';

// ---------------------------------------------------------------------------------------------
// Setup

const buildLock = '/tmp/termin-build.lock';

/** Builds when there is no build, under the shared build lock when one is in use. */
async function ensureBuilt() {
  const built = ['api/dist/server.js', 'bff/dist/server.js', 'web/dist/build.json'];
  const missing = () => built.some((file) => !existsSync(join(root, file)));
  if (!missing()) return;
  log('No build found: building first…');
  if (existsSync(buildLock)) {
    const test = built.map((file) => `test -f ${file}`).join(' && ');
    execFileSync('flock', [buildLock, 'sh', '-c', `${test} || node scripts/build.mjs`], {
      cwd: root,
      stdio: 'inherit',
    });
  } else {
    const { build } = await import('./build.mjs');
    await build();
  }
}

function machine() {
  const git = (...a) => {
    try {
      return execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain') ? ' (with uncommitted changes)' : '';
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    commit: `${commit}${dirty}`,
    date: new Date().toISOString(),
    /** 1-minute load average: other work on the machine skews every figure. */
    load: loadavg()[0].toFixed(1),
  };
}

async function startSite() {
  const bffPort = await freePort();
  const api = await startApi({
    dataDir: join(work, 'pglite'),
    memoryFile: join(work, 'api-memory.json'),
    siteUrl: `http://localhost:${bffPort}`,
  });
  stops.push(api.stop);
  const bff = await startBff({
    apiUrl: api.url,
    port: bffPort,
    memoryFile: join(work, 'bff-memory.json'),
    extraEnv: { WEB_DIST: webDist },
  });
  stops.push(bff.stop);
  return { api, bff };
}

const json = (response) => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json();
};
const apiHeaders = { 'x-project-country': 'RS', 'accept-language': 'en' };

/** The seed's 20-master branch, and the service most of its masters perform. */
async function benchBranch(apiUrl) {
  const suggest = await fetch(`${apiUrl}/network/suggest?s=lotus%20novi&d=beograd`, {
    headers: apiHeaders,
  }).then(json);
  const branch = suggest.branches[0];
  const { masters } = await fetch(`${apiUrl}/branches/${branch.id}/masters`, {
    headers: apiHeaders,
  }).then(json);
  const byService = new Map();
  for (const master of masters)
    for (const id of master.serviceIds) byService.set(id, (byService.get(id) ?? 0) + 1);
  const [serviceId] = [...byService].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0];
  return { id: branch.id, slug: branch.slug, masters: masters.length, serviceId };
}

/**
 * web's own operations, from the trusted-documents manifest (codegen), sent by hash as the browser
 * sends them, queries as GET: a production bff runs nothing else (issue 14).
 */
const manifest = JSON.parse(
  readFileSync(join(root, 'web', 'src', '__generated__', 'persisted-documents.json'), 'utf8'),
);
function operationHash(name) {
  // The normalized text may start with its fragments: look for the operation's own name.
  const named = new RegExp(`\\b(query|mutation) ${name}\\b`);
  const entry = Object.entries(manifest).find(([, text]) => named.test(text));
  if (!entry) throw new Error(`web has no operation ${name} (web/src/__generated__)`);
  return entry[0].replace(/^sha256:/, '');
}
/** The path and query string of a GET of web's query `name`. */
const graphqlPath = (name, variables) =>
  `/graphql?${new URLSearchParams({
    operationName: name,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operationHash(name) } }),
  })}`;
// A JSON content type, as Apollo Client sends: Apollo Server's CSRF prevention asks GETs for one.
const graphqlHeaders = { 'content-type': 'application/json', 'accept-language': 'en' };
const graphqlRequest = (url, name, variables) => ({
  url: `${url}${graphqlPath(name, variables)}`,
  method: 'GET',
  headers: graphqlHeaders,
});

// ---------------------------------------------------------------------------------------------
// Benchmarks

async function gatewayOverhead({ api, bff }) {
  const text = 'salon';
  const city = 'beograd';
  const direct = {
    url: `${api.url}/network/suggest?s=${text}&d=${city}`,
    headers: apiHeaders,
  };
  const gateway = graphqlRequest(bff.url, 'Suggestions', { text, city });
  const check = await fetch(gateway.url, gateway).then(json);
  if (check.errors || check.data.suggestions.branches.length === 0)
    throw new Error(`the suggestions query failed: ${JSON.stringify(check.errors)}`);
  const upstream = await measure(direct);
  const through = await measure(gateway);
  return { upstream, through, ratio: through.rps / upstream.rps };
}

/**
 * Pages rendered by bff against the same HTML as a static file. Measured twice: as configured
 * (anonymous public pages reused from the page cache for PAGE_CACHE_SECONDS), and by a second bff
 * with the page cache off, where every request is a full render.
 */
async function serverRendering({ api, bff }, branch) {
  const pages = {
    start: '/en',
    search: '/en/search?s=salon&c=beograd',
    company: `/en/company/${branch.slug}`,
  };
  const dir = join(work, 'static');
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
  stops.push(server.stop);
  await new Promise((resolve, reject) => {
    server.child.once('message', resolve);
    server.child.once('exit', () => reject(new Error(`static server exited\n${server.output()}`)));
  });
  const cold = await startBff({
    apiUrl: api.url,
    port: await freePort(),
    memoryFile: join(work, 'bff-cold-memory.json'),
    extraEnv: { WEB_DIST: webDist, PAGE_CACHE_SECONDS: '0' },
  });
  stops.push(cold.stop);
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const headers = { 'accept-language': 'en' };
    const rendered = await measure({ url: `${bff.url}${path}`, headers });
    const coldRender = await measure({ url: `${cold.url}${path}`, headers });
    const staticFile = await measure({ url: `http://127.0.0.1:${port}/${name}.html` });
    rows.push({ name, path, status: statuses[name], rendered, coldRender, staticFile });
  }
  await cold.stop();
  await server.stop();
  return rows;
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
  const op = (pageSize) => graphqlRequest(bffUrl, 'SearchResults', { input: { pageSize } });
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

async function batching({ bff }) {
  const real = await callsPerOperation(bff, [10, 20, 50]);
  const stub = await startSearchStub();
  stops.push(stub.stop);
  const stubBff = await startBff({ apiUrl: stub.url, extraEnv: { WEB_DIST: webDist } });
  stops.push(stubBff.stop);
  const stubbed = await callsPerOperation(stubBff, [10, 20, 50]);
  // The server render of a search page, all its GraphQL in-process.
  const before = await upstreamCalls(bff);
  await fetch(`${bff.url}/en/search?s=salon&c=beograd`).then((response) => response.text());
  const ssr = (await upstreamCalls(bff)) - before;
  await stubBff.stop();
  await stub.stop();
  return { real, stubbed, ssr };
}

async function availability({ api }, branch) {
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

async function postgresServer() {
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

async function orderCreation(driver, target) {
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
  stops.push(stop);
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

// ---------------------------------------------------------------------------------------------
// Report

function report(m, f) {
  const g = f.gateway;
  const out = [];
  out.push('# Termin benchmark results', '');
  out.push(
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memory} memory, Node ${m.node}; ` +
      `commit ${m.commit}. Load: autocannon, ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per measurement after a ${settings.warmupSeconds} s warm-up; ` +
      `the load generator, api and bff share the cores above (load average ${m.load} at the end ` +
      'of the run, other work included). Reproduce with `npm run bench`.',
    '',
  );

  out.push('## Gateway overhead (aim: bff ≥ 50 % of its upstream)', '');
  out.push(
    table(
      ['target', 'requests/s', 'p50', 'p99'],
      [
        [
          'api `GET /network/suggest?s=salon&d=beograd`',
          int(g.upstream.rps) + problems(g.upstream),
          ms(g.upstream.p50),
          ms(g.upstream.p99),
        ],
        [
          'bff GraphQL `suggestions(text: "salon", city: "beograd")`',
          int(g.through.rps) + problems(g.through),
          ms(g.through.p50),
          ms(g.through.p99),
        ],
      ],
    ),
    '',
    `Ratio: **${pct(g.ratio)}** of the upstream's throughput — aim ${verdict(g.ratio >= 0.5)}.`,
    '',
  );

  out.push('## Server rendering (aim: ≥ 25 % of the same HTML served as a static file)', '');
  out.push(
    table(
      [
        'page',
        'status',
        'bff req/s',
        'p50',
        'p99',
        'static req/s',
        'p50',
        'p99',
        'ratio',
        'every request rendered: req/s',
        'p50',
        'p99',
        'ratio',
      ],
      f.ssr.map((row) => [
        `${row.name} \`${row.path}\``,
        String(row.status),
        int(row.rendered.rps) + problems(row.rendered),
        ms(row.rendered.p50),
        ms(row.rendered.p99),
        int(row.staticFile.rps) + problems(row.staticFile),
        ms(row.staticFile.p50),
        ms(row.staticFile.p99),
        `${pct(row.rendered.rps / row.staticFile.rps)} (${verdict(row.rendered.rps / row.staticFile.rps >= 0.25)})`,
        int(row.coldRender.rps) + problems(row.coldRender),
        ms(row.coldRender.p50),
        ms(row.coldRender.p99),
        pct(row.coldRender.rps / row.staticFile.rps),
      ]),
    ),
    '',
    'Static: the page HTML captured once from bff, served by Fastify + @fastify/static of the ' +
      "versions bff uses, in a process of its own (bff's static route serves only built assets).",
    'bff: as configured, so a public page asked for again by a visitor without a session comes ' +
      'from the page cache (PAGE_CACHE_SECONDS, 10 s). Every request rendered: a second bff with ' +
      'the page cache off (PAGE_CACHE_SECONDS=0), a full server render per request.',
    '',
  );

  const b = f.batching;
  out.push('## Batching: upstream calls per GraphQL operation of the search page', '');
  out.push(
    table(
      [
        'asked results',
        'over api: results',
        'upstream calls',
        'over a stub: results',
        'upstream calls',
      ],
      b.real.map((row, i) => [
        String(row.pageSize),
        String(row.items),
        String(row.calls),
        String(b.stubbed[i].items),
        String(b.stubbed[i].calls),
      ]),
    ),
    '',
    `Counted with bff's \`bff_upstream_call_duration_seconds_count\` at /metrics before and after each ` +
      'operation (cities already cached). The seed has 24 venues in Serbia, so the real api caps ' +
      'at 24; a stub upstream answers exactly N. ' +
      `Grows with N: **${b.stubbed.at(-1).calls > b.stubbed[0].calls || b.real.at(-1).calls > b.real[0].calls ? 'yes' : 'no'}**. ` +
      `A server render of \`/en/search?s=salon&c=beograd\` made ${b.ssr} upstream call(s).`,
    '',
  );

  const a = f.availability;
  out.push('## Availability and orders', '');
  const orderRow = (name, o) =>
    o.skipped
      ? [`order creation on ${name}`, `skipped: ${o.skipped}`, '–', '–']
      : [
          `order creation on ${name} (\`POST /orders\`, ${settings.connections} in flight)`,
          `${o.rate.toFixed(1)} orders/s (${o.accepted} accepted of ${o.count}; statuses ${JSON.stringify(o.statuses)})`,
          ms(o.p50),
          ms(o.p99),
        ];
  out.push(
    table(
      ['measurement', 'throughput', 'p50', 'p99'],
      [
        [
          `\`GET /book/branches/${f.branch.id}/intervals\`, ${f.branch.masters} masters (${a.eligible} for service ${f.branch.serviceId}), 30 days, ${a.starts} starts`,
          `${int(a.load.rps)} requests/s${problems(a.load)}`,
          ms(a.load.p50),
          ms(a.load.p99),
        ],
        orderRow('PGlite', f.orders.pglite),
        orderRow('PostgreSQL', f.orders.postgres),
      ],
    ),
    '',
    `A single intervals call without other load: best of 5 ${ms(a.best)}. Orders book distinct, ` +
      'non-overlapping starts of the 20 masters (one transaction each, with its Idempotency-Key).',
    '',
  );

  out.push('## Page weight: initial JavaScript and CSS per page type', '');
  out.push(
    table(
      ['page type', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'files'],
      f.weight.map((p) => [
        p.pageType,
        kb(p.js.raw),
        kb(p.js.gzip),
        kb(p.js.brotli),
        kb(p.css.raw),
        kb(p.css.gzip),
        kb(p.css.brotli),
        String(p.js.files.length + p.css.files.length),
      ]),
    ),
    '',
    "From web's build manifest (`scripts/lib/pageWeight.mjs`): the client entry and its static " +
      "imports, plus the page's own route modules and their imports (content: contentLayouts + " +
      'BlogListPage; booking: bookingPages + the services step). gzip level 9, brotli quality ' +
      '11; bff sends brotli to browsers that take it.',
    '',
  );
  return out.join('\n');
}

async function writeMarkdown(file, text) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  const formatted = await prettier.format(text, { ...config, parser: 'markdown' });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(file, formatted);
  console.log(`\n${formatted}\nWritten to ${file.slice(root.length + 1)}`);
}

// ---------------------------------------------------------------------------------------------
// Soak

async function soakRun(site, branch) {
  const pages = ['/en', '/en/search?s=salon&c=beograd', `/en/company/${branch.slug}`, '/en/blog'];
  const gql = (name, variables) => ({
    method: 'GET',
    path: graphqlPath(name, variables),
    headers: graphqlHeaders,
  });
  const requests = [
    ...pages.map((path) => ({ method: 'GET', path })),
    gql('Suggestions', { text: 'salon', city: 'beograd' }),
    gql('Suggestions', { text: 'hair', city: 'novi-sad' }),
    gql('SearchResults', { input: {} }),
  ];
  const durationMs = soakMinutes * 60_000;
  const samples = [];
  const sample = async (label) => {
    samples.push({ label, bff: await site.bff.memory(), api: await site.api.memory() });
  };
  // Warm up first so the start sample is of a warm process, not of an idle one.
  await measure({ url: site.bff.url, requests, duration: 10 });
  await sample('start');
  const interval = durationMs / 6;
  const timers = [];
  for (let i = 1; i < 6; i += 1)
    timers.push(
      setTimeout(
        () => void sample(i === 3 ? 'middle' : `${Math.round((i * interval) / 1000)} s`),
        i * interval,
      ),
    );
  const load = await measure({
    url: site.bff.url,
    requests,
    duration: Math.round(durationMs / 1000),
  });
  timers.forEach(clearTimeout);
  await sleep(500);
  await sample('end');
  samples.sort((x, y) => x.bff.at - y.bff.at);
  const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  const growth = (key, proc) => {
    const first = samples[0][proc][key];
    const last = samples.at(-1)[proc][key];
    return `${last >= first ? '+' : ''}${mb(last - first)} (${pct((last - first) / first)})`;
  };
  const m = machine();
  return [
    '# Termin soak results',
    '',
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memory} memory, Node ${m.node}; commit ${m.commit}; load average ${m.load} at the end.`,
    `${soakMinutes} minutes of mixed traffic through bff (${pages.length} pages, suggestions, search) with ` +
      `${settings.connections} connections: ${int(load.total)} requests, ${int(load.rps)} requests/s, ` +
      `p50 ${ms(load.p50)}, p99 ${ms(load.p99)}, ${int(load.non2xx)} non-2xx, ${int(load.errors)} errors.` +
      ' Memory read after a full garbage collection (node --expose-gc) in each process.',
    '',
    table(
      ['sample', 'bff RSS', 'bff heap used', 'api RSS', 'api heap used'],
      samples.map((s) => [
        s.label,
        mb(s.bff.rss),
        mb(s.bff.heapUsed),
        mb(s.api.rss),
        mb(s.api.heapUsed),
      ]),
    ),
    '',
    `Growth start → end: bff RSS ${growth('rss', 'bff')}, heap ${growth('heapUsed', 'bff')}; ` +
      `api RSS ${growth('rss', 'api')}, heap ${growth('heapUsed', 'api')}.`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

/**
 * A private copy of web's build for the benchmark's bff (and the page weights): another build
 * during the run must not pull files from under it. Copied again until a complete build was
 * copied (its id unchanged across the copy).
 */
async function snapshotWebBuild() {
  // Inside web/node_modules: the server entry's imports still resolve, and git ignores it.
  const target = join(root, 'web', 'node_modules', `.termin-bench-dist-${process.pid}`);
  const source = join(root, 'web', 'dist');
  const id = (dir) => {
    try {
      return JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')).id;
    } catch {
      return undefined;
    }
  };
  const complete = (dir) =>
    existsSync(join(dir, 'client', '.vite', 'manifest.json')) &&
    existsSync(join(dir, 'server', 'entry.server.js'));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const before = id(source);
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
    } catch {
      // a build was replacing files: try again
    }
    if (before && before === id(source) && before === id(target) && complete(target)) return target;
    await sleep(5000);
  }
  throw new Error('web/dist never held a complete build; run npm run build');
}

async function main() {
  await ensureBuilt();
  webDist = await snapshotWebBuild();
  const weight = measurePageWeight({ webDist });
  log(`Starting api and bff (PGlite in ${work})…`);
  const site = await startSite();
  const branch = await benchBranch(site.api.url);

  if (soak) {
    log(`Soak: ${soakMinutes} minutes of mixed traffic…`);
    await writeMarkdown(join(root, 'bench', 'results', 'soak.md'), await soakRun(site, branch));
    return;
  }

  const figures = { branch };
  log('Gateway overhead…');
  figures.gateway = await gatewayOverhead(site);
  log('Server rendering…');
  figures.ssr = await serverRendering(site, branch);
  log('Batching…');
  figures.batching = await batching(site);
  log('Availability…');
  figures.availability = await availability(site, branch);
  await site.bff.stop();
  await site.api.stop();
  log('Order creation on PGlite…');
  figures.orders = { pglite: await orderCreation('pglite', join(work, 'orders-pglite')) };
  const postgres = await postgresServer();
  log(postgres.skipped ? `PostgreSQL ${postgres.skipped}` : 'Order creation on PostgreSQL…');
  figures.orders.postgres = postgres.skipped
    ? postgres
    : await orderCreation('postgres', postgres.url);
  figures.weight = weight;
  await writeMarkdown(join(root, 'bench', 'results', 'latest.md'), report(machine(), figures));
}

try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
  if (webDist) rmSync(webDist, { recursive: true, force: true });
}
