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
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Fastify stops accepting, waits for in-flight requests, then runs onClose hooks (Apollo drain).
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close(); // closes the metrics server too
  await stopTracing();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const metricsAddress = await app.metricsServer.listen({
  port: config.metricsPort,
  host: config.metricsHost,
});
app.log.info(`metrics at ${metricsAddress}/metrics`);
