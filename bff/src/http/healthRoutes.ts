import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export function registerHealthRoutes(app: FastifyInstance, config: Config) {
  // Process liveness only: never depends on the upstream, so an api outage does not restart bff.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Ready to serve: the booking API (and, through it, the database) answers.
  app.get('/readyz', async (_request, reply) => {
    const upstream = await fetch(`${config.apiUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    return reply.status(upstream ? 200 : 503).send({
      status: upstream ? 'ok' : 'unavailable',
      checks: { upstream: upstream ? 'ok' : 'down' },
    });
  });
}
