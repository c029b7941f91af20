import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';
import { registerMetrics } from './metricsRoutes.js';

/** The samples of one metric in the exposition text, by their label text. */
async function samples(metrics: ReturnType<typeof createMetrics>, name: string) {
  const text = await metrics.registry.metrics();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('bff metrics', () => {
  it('exports the series alerts take rates of at zero from the start', async () => {
    const metrics = createMetrics();
    expect(await samples(metrics, 'bff_bookings_unanswered_total')).toEqual([
      'bff_bookings_unanswered_total{kind="order"} 0',
      'bff_bookings_unanswered_total{kind="event_seat"} 0',
      'bff_bookings_unanswered_total{kind="gift_card"} 0',
    ]);
    expect(await samples(metrics, 'bff_upstream_refused_total')).toHaveLength(4);
    expect(await samples(metrics, 'bff_page_cache_lookups_total')).toHaveLength(2);
  });

  it('counts a booking write that got no answer from api, and no other call', async () => {
    const metrics = createMetrics();
    metrics.observeUpstreamCall('POST /orders', 0, 5);
    metrics.observeUpstreamCall('POST /orders', 500, 0.1);
    metrics.observeUpstreamCall('GET /cities', 0, 5);
    expect(await samples(metrics, 'bff_bookings_unanswered_total')).toContain(
      'bff_bookings_unanswered_total{kind="order"} 1',
    );
    const counts = await samples(metrics, 'bff_upstream_call_duration_seconds_count');
    expect(counts).toHaveLength(3);
  });

  it('has a bucket edge at the 2 s latency threshold', () => {
    const histogram = createMetrics().httpRequestDuration as unknown as { upperBounds: number[] };
    expect(histogram.upperBounds).toContain(2);
  });
});

describe('the route label', () => {
  const root = mkdtempSync(join(tmpdir(), 'bff-static-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is one `static` route for every built client file, the template for the rest', async () => {
    for (const name of ['a-1234.js', 'b-5678.css', 'robots.txt'])
      writeFileSync(join(root, name), 'x');
    const metrics = createMetrics();
    const app = Fastify();
    registerMetrics(app, metrics);
    // As bff serves web's build: a route per file (wildcard: false).
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false });
    app.get('/:locale/company/:slug', async () => 'page');
    for (const url of ['/a-1234.js', '/b-5678.css', '/robots.txt', '/en/company/x', '/nope'])
      await app.inject(url);
    await app.close();
    const routes = (await samples(metrics, 'bff_http_request_duration_seconds_count')).map(
      (line) => /route="([^"]*)"/.exec(line)?.[1],
    );
    expect(routes.sort()).toEqual(['/:locale/company/:slug', 'static', 'unmatched']);
  });
});
