import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  sleep,
  startApi,
  startBff,
  webBuilt,
} from '../test/processes.js';

// Issue 14 findings 3 and 7: one anonymous client flooding a query of five aliased 62-day
// availabilities of ten services took the site down for everyone. Real api and bff processes,
// the page cache off so every visit is rendered; the default limits, as a deployment has them.
const floodSeconds = 12;
const floodClients = 60;
const visitorBudgetMs = 3000;

interface Visit {
  path: string;
  status: number;
  ms: number;
}

describe.skipIf(!webBuilt)('the site under a flood of costly queries (needs the web build)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-flood-'));
  let api: RunningProcess;
  let bff: Awaited<ReturnType<typeof startBff>>;
  let slug: string;
  let serviceIds: string[];

  beforeAll(async () => {
    api = await startApi({ port: await freePort(), dataDir });
    bff = await startBff({
      port: await freePort(),
      apiUrl: api.url,
      env: { PAGE_CACHE_SECONDS: '0' },
    });
    const headers = { 'x-project-country': 'RS' };
    const suggest = (await fetch(`${api.url}/network/suggest?s=lotus&d=beograd`, {
      headers,
    }).then((response) => response.json())) as { branches: { slug: string }[] };
    slug = suggest.branches[0]!.slug;
    const menu = (await fetch(`${api.url}/branches/${slug}/services`, { headers }).then(
      (response) => response.json(),
    )) as { groups: { services: { id: string }[] }[] };
    serviceIds = menu.groups.flatMap((group) => group.services.map((s) => s.id)).slice(0, 10);
  }, 180_000);

  afterAll(async () => {
    await bff?.stop();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A visitor without cookies, at an address of its own, loading one page. */
  async function visit(path: string, address: string): Promise<Visit> {
    const started = performance.now();
    const response = await fetch(`${bff.url}${path}`, {
      headers: { 'x-forwarded-for': address, 'accept-encoding': 'br' },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return { path, status: response.status, ms: Math.round(performance.now() - started) };
  }

  const metrics = async () => {
    const response = await fetch(`${bff.metricsUrl}/metrics`);
    // A figure read from anything but the metrics endpoint would silently be 0.
    expect(response.status).toBe(200);
    return response.text();
  };
  const metric = (text: string, name: string) =>
    Number(text.match(new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm'))?.[1] ?? 0);

  it('lets a visitor browse many pages within the default cost budget', async () => {
    const booking = `/en/book-now/${slug}`;
    const pages = [
      '/en',
      '/en/search?c=beograd',
      `/en/company/${slug}`,
      `/en/company/${slug}/reviews`,
      `${booking}/services`,
      `${booking}/calendar?service=${serviceIds[0]}`,
      `${booking}/calendar?service=${serviceIds.slice(0, 3).join('&service=')}`,
      '/en/blog',
      '/en/help-center',
      '/en/pricing',
    ];
    const costs = new Map<string, number>();
    const statuses: number[] = [];
    // Four rounds of ten pages, one right after another: far more than a person reads a minute.
    for (let round = 0; round < 4; round += 1) {
      for (const path of pages) {
        const before = metric(await metrics(), 'bff_graphql_operation_cost_sum{source="page"}');
        const { status } = await visit(path, '10.20.30.40');
        statuses.push(status);
        const after = metric(await metrics(), 'bff_graphql_operation_cost_sum{source="page"}');
        costs.set(path, after - before);
      }
    }
    const total = [...costs.values()].reduce((sum, cost) => sum + cost, 0) * 4;
    console.info(
      `cost per page render: ${JSON.stringify(Object.fromEntries(costs))}; ` +
        `${statuses.length} pages cost ${total}`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 120_000);

  it('keeps a new visitor’s company page up while 60 clients flood the finding’s query', async () => {
    const alias = (i: number) =>
      `b${i}: availability(branch: "${slug}", serviceIds: ${JSON.stringify(serviceIds)}, days: 62) ` +
      '{ days { date slots { time startsAt masterIds } } masters { id name } }';
    const body = (aliases: number) =>
      JSON.stringify({
        query: `{ ${Array.from({ length: aliases }, (_, i) => alias(i)).join(' ')} }`,
      });
    // A running site has rendered the page before (code loaded, compiled).
    const calm = [await visit(`/en/company/${slug}`, '10.99.1.1')];
    calm.push(await visit(`/en/company/${slug}`, '10.99.1.2'));
    expect(calm.map((seen) => seen.status)).toEqual([200, 200]);
    const answers = new Map<number, number>();
    let client = 0;
    const options: autocannon.Options = {
      url: `${bff.url}/graphql`,
      method: 'POST',
      connections: floodClients,
      duration: floodSeconds,
      // Sixty clients, each at an address of its own (behind the load balancer): half send the
      // finding's five aliases, half one of them (within the cost of one operation, so it is
      // served until the client's budget is spent).
      setupClient: (connection) => {
        client += 1;
        connection.setHeadersAndBody(
          {
            'content-type': 'application/json',
            'x-forwarded-for': `10.66.${Math.floor(client / 250)}.${client % 250}`,
          },
          body(client % 2 === 0 ? 5 : 1),
        );
      },
    };
    const flood = new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
      run.on('response', (_client, status) => answers.set(status, (answers.get(status) ?? 0) + 1));
    });

    // New visitors arrive while the flood runs, each with no cookies and an address of its own.
    const visits: Visit[] = [];
    let breakerOpened = false;
    const visitors = (async () => {
      for (let i = 0; i < 4; i += 1) {
        await sleep(2500);
        visits.push(await visit(`/en/company/${slug}`, `10.99.0.${i + 1}`));
        const now = await metrics();
        breakerOpened ||= metric(now, 'bff_upstream_circuit_open{lane="read"}') > 0;
      }
    })();
    const result = await flood;
    await visitors;

    const after = await metrics();
    breakerOpened ||=
      metric(after, 'bff_upstream_refused_total{lane="read",reason="circuit_open"}') > 0;
    console.info(
      `flood of ${floodClients} clients for ${floodSeconds} s: ${result.requests.total} requests, ` +
        `answers by status ${JSON.stringify(Object.fromEntries(answers))}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts; ` +
        `upstream calls coalesced ${metric(after, 'bff_upstream_coalesced_total')}, ` +
        `read circuit opened: ${breakerOpened}`,
    );
    console.info(
      `visitors before the flood: ${JSON.stringify(calm.map((seen) => seen.ms))} ms; ` +
        `during it: ${JSON.stringify(visits.map(({ status, ms }) => ({ status, ms })))}`,
    );

    expect(visits.length).toBe(4);
    for (const seen of visits) {
      expect(seen.status).toBe(200);
      expect(seen.ms).toBeLessThan(visitorBudgetMs);
    }
    expect(breakerOpened).toBe(false);
    // Refused: the five aliases by their cost, the single one once a client's budget is spent.
    expect(answers.get(400)).toBeGreaterThan(0);
    expect(answers.get(429)).toBeGreaterThan(0);
    expect(bff.alive() && api.alive()).toBe(true);
  }, 120_000);
});
