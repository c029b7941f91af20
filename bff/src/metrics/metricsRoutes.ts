import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The internal server of /metrics (METRICS_PORT), kept off the site's port. */
    metricsServer: FastifyInstance;
  }
}

/** HTTP timings for every route of the site (by its template, never the raw URL). */
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
}

/**
 * The Prometheus page on a server of its own: operation names and api routes are for the
 * operators' scraper, not for anyone who can reach the site.
 */
export function buildMetricsServer(metrics: Metrics): FastifyInstance {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics()),
  );
  return server;
}
