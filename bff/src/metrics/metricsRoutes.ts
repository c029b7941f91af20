import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/** HTTP timings for every route (by its template, never the raw URL) and the /metrics page. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );
}
