import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The internal server of /metrics (METRICS_PORT), kept off the site's port. */
    metricsServer: FastifyInstance;
  }
}

/**
 * The route label: a page's or endpoint's template, never the raw URL. The built client files
 * are one route each (@fastify/static marks them with `config.file`) and change with every
 * build, so they all count as one: `static`.
 */
export function routeLabel(request: FastifyRequest): string {
  const config = request.routeOptions.config as { file?: unknown } | undefined;
  if (config?.file !== undefined) return 'static';
  return request.routeOptions.url ?? 'unmatched';
}

/** HTTP timings for every route of the site, by a bounded route label. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: routeLabel(request),
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
