import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../../api/src/test/testDatabases.js';
import { type ReceivedSpan, startOtlpReceiver } from '../test/otlpReceiver.js';
import { freePort, type RunningProcess, startApi, startBff, webBuilt } from '../test/processes.js';

// Issue 19: a slow page can be followed from its log line to its trace and its database queries.
// Real api and bff processes export to a receiver here over OTLP/HTTP; one company page render
// must arrive as one connected trace: bff's render, its GraphQL operation and upstream call, api's
// route and the database queries it made (PGlite's own spans, or pg's on PostgreSQL).
const databases = [
  { name: 'pglite', url: undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : []),
];

const personalAttributes = ['client.address', 'network.peer.address', 'user_agent.original'];

describe.skipIf(!webBuilt).each(databases)('traces with api on $name', ({ url: serverUrl }) => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let api: RunningProcess;
  let bff: RunningProcess;
  let dropDatabase: (() => Promise<unknown>) | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-trace-'));

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // Export within a fraction of a second instead of the default five.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
    };
    // A copy of the run's seeded database (api/src/test/seededSnapshot.setup.ts).
    const database = serverUrl
      ? await createPostgresDatabase(serverUrl, inject('seededPostgres'))
      : undefined;
    dropDatabase = database?.drop;
    const apiPort = await freePort();
    api = await startApi({
      port: apiPort,
      dataDir,
      env: { ...tracing, ...(database ? { DATABASE_URL: database.url } : {}) },
    });
    // Nothing kept between renders: the page's own render is the one that asks api.
    bff = await startBff({
      port: await freePort(),
      apiUrl: api.url,
      env: { ...tracing, VENUE_CACHE_SECONDS: '0' },
    });
  }, 240_000);

  afterAll(async () => {
    await bff?.stop();
    await api?.stop();
    await dropDatabase?.();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('follows a company page from bff through api to each database query', async () => {
    const page = await fetch(`${bff.url}/en/company/13`, {
      headers: { 'user-agent': 'trace-test', 'accept-language': 'en' },
    });
    expect(page.status).toBe(200);
    await page.text();

    const render = await receiver.waitFor((spans) =>
      spans.find((span) => span.name === 'render :locale/company/:slug'),
    );
    const inTrace = (spans: ReceivedSpan[]) => spans.filter((s) => s.traceId === render.traceId);
    const isQuery = (span: ReceivedSpan) =>
      span.service === 'termin-api' &&
      (span.attributes['db.system.name'] === 'postgresql' ||
        span.attributes['db.system'] === 'postgresql');
    // Spans arrive in batches from two processes: wait until the api's queries are in.
    const trace = await receiver.waitFor((spans) => {
      const found = inTrace(spans);
      return found.some(isQuery) && found.some((s) => s.name === 'GET /branches/:id')
        ? found
        : undefined;
    });
    // …and until every span's parent has arrived: one tree, rooted at bff's incoming request.
    const complete = await receiver.waitFor((spans) => {
      const found = inTrace(spans);
      const ids = new Set(found.map((span) => span.spanId));
      const orphans = found.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId));
      return orphans.length === 0 && found.length >= trace.length ? found : undefined;
    });
    const byId = new Map(complete.map((span) => [span.spanId, span]));
    const roots = complete.filter((span) => !span.parentSpanId);
    expect(roots).toHaveLength(1);
    expect(roots[0]!.service).toBe('termin-bff');

    const ancestors = (span: ReceivedSpan) => {
      const chain: ReceivedSpan[] = [];
      for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? ''))
        chain.push(at);
      return chain;
    };
    // A database query of api, under api's route, under bff's upstream call (traceparent),
    // under the page's GraphQL operation, under the render.
    const chains = complete
      .filter(isQuery)
      .map((query) => ancestors(query).map((span) => `${span.service} ${span.name}`));
    const chain = chains.find((names) => names.includes('termin-api GET /branches/:id'));
    expect(chain).toBeDefined();
    expect(chain).toContain('termin-bff query CompanyPage');
    expect(chain).toContain('termin-bff render :locale/company/:slug');
    const apiRoute = complete.find((span) => span.name === 'GET /branches/:id')!;
    expect(byId.get(apiRoute.parentSpanId!)).toMatchObject({
      service: 'termin-bff',
      scope: '@opentelemetry/instrumentation-undici',
    });
    expect(render.attributes['termin.page']).toBe(':locale/company/:slug');
    const operation = complete.find((span) => span.name === 'query CompanyPage')!;
    expect(operation.attributes['graphql.operation.name']).toBe('CompanyPage');

    // No personal data: no caller address or browser, no query strings.
    for (const span of complete) {
      for (const name of personalAttributes) expect(span.attributes).not.toHaveProperty(name);
      for (const name of ['url.full', 'http.target', 'http.url'])
        expect(String(span.attributes[name] ?? '')).not.toContain('?');
    }
    // A log line leads to the trace.
    expect(api.output()).toContain(`"trace_id":"${render.traceId}"`);
  }, 60_000);
});
