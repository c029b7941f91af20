import { stopTracing } from '@termin/telemetry';
import { startBffTracing } from './telemetry/bffTracing.js';

// Tracing first: the modules it instruments (Fastify, GraphQL, fetch) must load after it.
await startBffTracing();
const { withCodegenHint } = await import('./graphql/codegenHint.js');
const { buildApp } = await import('./app.js').catch((error: unknown) => {
  throw withCodegenHint(error);
});
const { loadConfig } = await import('./config.js');
const { listenMetrics } = await import('./metrics/listenMetrics.js');

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
await listenMetrics(app, config);
