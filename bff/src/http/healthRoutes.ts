import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../services.js';

export function registerHealthRoutes(
  app: FastifyInstance,
  { config, cache, metrics }: GatewayServices,
) {
  const checks = async () => {
    const [upstream, cacheUp] = await Promise.all([
      fetch(`${config.apiUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
        .then((response) => response.ok)
        .catch(() => false),
      cache.ping(),
    ]);
    // The shared cache (Redis) is not a reason to stop serving: caches and limits fall back to
    // this process while it is away. Failing readiness for it would take every replica out at
    // once; it shows as degraded instead (body and bff_shared_cache_degraded).
    return { upstream, cacheUp, ready: upstream && !app.draining };
  };
  metrics.watchReadiness(async () => (await checks()).ready);
  metrics.watchSharedCache(() => cache.ping());

  // Process liveness only: never depends on the upstream, so an api outage does not restart bff.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Ready to serve: the booking API (and, through it, its database) answers.
  app.get('/readyz', async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const { upstream, cacheUp, ready } = await checks();
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'unavailable',
      checks: { upstream: upstream ? 'ok' : 'down', cache: cacheUp ? 'ok' : 'degraded' },
    });
  });
}
