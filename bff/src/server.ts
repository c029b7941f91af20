import { startTracing, stopTracing } from '@termin/telemetry';

// Tracing first: the modules it instruments (Fastify, GraphQL, fetch) must load after it.
await startTracing({
  serviceName: 'termin-bff',
  instrumentations: async () => {
    const [{ GraphQLInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
      import('@opentelemetry/instrumentation-graphql'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
    return [
      // Operations (parse, validate, execute with the operation's name), not every field.
      new GraphQLInstrumentation({ ignoreResolveSpans: true }),
      // fetch, the upstream client's transport: sends traceparent to api.
      new UndiciInstrumentation(),
    ];
  },
});
const { buildApp } = await import('./app.js');
const { loadConfig } = await import('./config.js');

const config = loadConfig();
const app = await buildApp(config, { startupGate: true });

let closing = false;
/**
 * SIGTERM (an orchestrator's rolling restart): readiness turns 503 first and stays so for
 * SHUTDOWN_DELAY_MS while the load balancer stops sending here; then the server stops taking
 * connections and the requests and page streams in flight finish (at most SHUTDOWN_TIMEOUT_MS).
 * SIGINT (Ctrl-C) skips the delay: nobody routes traffic to a terminal.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.draining = true;
  app.log.info({ signal }, 'shutting down: readiness off, finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, config.shutdown.delayMs + config.shutdown.timeoutMs).unref();
  if (signal === 'SIGTERM') await new Promise((done) => setTimeout(done, config.shutdown.delayMs));
  // Stops accepting, waits for in-flight requests, then runs onClose hooks (Apollo's drain, the
  // metrics server, Redis).
  await app.close();
  await stopTracing();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const metrics = { host: config.metricsHost };
const metricsAddress = await app.metricsServer
  .listen({ ...metrics, port: config.metricsPort })
  .catch((error: NodeJS.ErrnoException) => {
    // The default port taken (a second Termin on this machine, on another PORT) must not stop the
    // site: its metrics take a free port, logged below. A port set on purpose fails loudly.
    if (config.metricsPortSet || error.code !== 'EADDRINUSE') throw error;
    app.log.warn(`metrics port ${config.metricsPort} is taken; set METRICS_PORT to choose one`);
    return app.metricsServer.listen({ ...metrics, port: 0 });
  });
app.log.info(`metrics at ${metricsAddress}/metrics`);
