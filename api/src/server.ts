// Starts the api: config, database (migrated, seeded when empty), app, listen; and stops it
// gracefully on SIGINT/SIGTERM: stop taking requests, finish the running ones, close the database.
import { startTracing, stopTracing } from '@termin/telemetry';

// Tracing first: the modules it instruments (Fastify, pg) must load after it.
await startTracing({
  serviceName: 'termin-api',
  instrumentations: async () => {
    const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
    // Statements with their $n placeholders only: parameter values never become attributes.
    return [new PgInstrumentation({ enhancedDatabaseReporting: false })];
  },
});
const { buildApp } = await import('./app.js');
const { loadConfig } = await import('./config.js');
const { connectDatabase } = await import('./db/connect.js');
const { migrateDatabase } = await import('./db/migrate.js');
const { seedDemoDataIfEmpty } = await import('./db/seed/seedDemoData.js');
const { ensureAuthClient } = await import('./modules/auth/tokenService.js');
const { indexHelpArticles } = await import('./modules/content/helpSearch.js');
const { mailTransport } = await import('./modules/mail/mailTransport.js');
const { outboxWorker } = await import('./modules/mail/outboxWorker.js');
const { smsTransport } = await import('./modules/mail/smsTransport.js');

const startedAt = performance.now();
const config = loadConfig();
const connection = await connectDatabase(config.database);

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const transport = mailTransport(config.mail.transport);
const sms = smsTransport(config.sms);
let worker: ReturnType<typeof outboxWorker> | undefined;
try {
  await migrateDatabase(connection);
  const seeded = config.seedDemo ? await seedDemoDataIfEmpty(connection.db) : 'disabled';
  // Articles written before help search existed get their search documents now.
  const indexed = await indexHelpArticles(connection.db);
  // The web client's return URLs follow the configuration (SITE_URL), not the seed.
  await ensureAuthClient(connection.db, config.authClient);
  app = await buildApp({ config, db: connection.db });
  app.log.info({ database: config.database.driver, seed: seeded, indexed }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ bootMs: Math.round(performance.now() - startedAt) }, 'api started');
  // E-mails written by the requests go out from the outbox, on every replica (they never collide).
  if (config.mail.pollMs > 0) {
    worker = outboxWorker({
      db: connection.db,
      transport,
      sms,
      from: config.mail.from,
      countrySites: config.countrySites,
      siteUrl: config.siteUrl,
      pollMs: config.mail.pollMs,
      log: app.log,
    });
    worker.start();
    app.log.info(
      { mail: transport.description },
      config.mail.transport.kind === 'files'
        ? `e-mails are written to ${config.mail.transport.dir} (set SMTP_URL to send them)`
        : 'e-mails are sent by SMTP',
    );
    app.log.info(
      { sms: sms.description, countries: [...config.countrySites.keys()] },
      config.sms.transport.kind === 'files'
        ? `text messages are written to ${config.sms.transport.dir} (set SMS_URL to send them)`
        : 'text messages are sent through the SMS provider',
    );
  }
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'api failed to start');
  else console.error('api failed to start', error);
  await app?.close();
  await connection.close();
  process.exit(1);
}

let stopping = false;
/**
 * SIGTERM (an orchestrator's rolling restart): readiness turns 503 first and stays so for
 * SHUTDOWN_DELAY_MS while callers stop sending; then the server stops taking connections, the
 * requests in flight finish (at most SHUTDOWN_TIMEOUT_MS), and the database pool is drained.
 * SIGINT (Ctrl-C) skips the delay: nobody routes traffic to a terminal.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping || !app) return;
  stopping = true;
  app.draining = true;
  app.log.info({ signal }, 'shutting down: readiness off, finishing in-flight requests');
  const timer = setTimeout(() => {
    app?.log.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, config.shutdown.delayMs + config.shutdown.timeoutMs).unref();
  try {
    if (signal === 'SIGTERM')
      await new Promise((done) => setTimeout(done, config.shutdown.delayMs));
    await app.close();
    await worker?.stop();
    transport.close();
    await connection.close();
    await stopTracing();
    clearTimeout(timer);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
