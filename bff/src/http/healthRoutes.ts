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
    return { upstream, cache: cacheUp, ready: upstream && cacheUp && !app.draining };
  };
  metrics.watchReadiness(async () => (await checks()).ready);

  // Process liveness only: never depends on the upstream, so an api outage does not restart bff.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Ready to serve: the booking API (and, through it, its database) and the cache answer.
  app.get('/readyz', async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const { upstream, cache: cacheUp, ready } = await checks();
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ok' : 'unavailable',
      checks: { upstream: upstream ? 'ok' : 'down', cache: cacheUp ? 'ok' : 'down' },
    });
  });
}
