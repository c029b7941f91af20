import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Starts the app's internal metrics server and logs where /metrics answers. */
export async function listenMetrics(app: FastifyInstance, config: Config) {
  const metrics = { host: config.metricsHost };
  const address = await app.metricsServer
    .listen({ ...metrics, port: config.metricsPort })
    .catch((error: NodeJS.ErrnoException) => {
      // The default port taken (a second Termin on this machine, on another PORT) must not stop
      // the site: its metrics take a free port, logged below. A port set on purpose fails loudly.
      if (config.metricsPortSet || error.code !== 'EADDRINUSE') throw error;
      app.log.warn(`metrics port ${config.metricsPort} is taken; set METRICS_PORT to choose one`);
      return app.metricsServer.listen({ ...metrics, port: 0 });
    });
  app.log.info(`metrics at ${address}/metrics`);
}
