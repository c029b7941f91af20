import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';

// Issue 41 finding 6: with Redis down pages keep working (caches and limits fall back to the
// process), so a load balancer must not take the replica out; operators see the fallback instead.
describe('readiness with the shared cache down', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let gateway: Awaited<ReturnType<typeof buildTestGateway>>;

  beforeAll(async () => {
    upstream = await startStubUpstream();
    // Nothing listens on the discard port: Redis is configured and unreachable.
    gateway = await buildTestGateway(upstream.url, { REDIS_URL: 'redis://127.0.0.1:9' });
  }, 20_000);

  afterAll(async () => {
    await gateway?.app.close();
    await upstream?.close();
  });

  it('stays ready and says the cache is degraded', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { upstream: 'ok', cache: 'degraded' },
    });
  });

  it('still serves what needs the cache and reports the fallback as a metric', async () => {
    const { body } = await gateway.graphql('{ cities { value } }');
    expect(body.data.cities.length).toBeGreaterThan(0);
    const scrape = await gateway.app.metricsServer.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.body).toMatch(/^bff_shared_cache_degraded 1$/m);
    expect(scrape.body).toMatch(/^bff_ready 1$/m);
  });
});
