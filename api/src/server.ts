// Starts the api: config, database (migrated, seeded when empty), app, listen; and stops it
// gracefully on SIGINT/SIGTERM: stop taking requests, finish the running ones, close the database.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDemoDataIfEmpty } from './db/seed/seedDemoData.js';
import { ensureAuthClient } from './modules/auth/tokenService.js';

const startedAt = performance.now();
const config = loadConfig();
const connection = await connectDatabase(config.database);

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await migrateDatabase(connection);
  const seeded = config.seedDemo ? await seedDemoDataIfEmpty(connection.db) : 'disabled';
  // The web client's return URLs follow the configuration (SITE_URL), not the seed.
  await ensureAuthClient(connection.db, config.authClient);
  app = await buildApp({ config, db: connection.db });
  app.log.info({ database: config.database.driver, seed: seeded }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ bootMs: Math.round(performance.now() - startedAt) }, 'api started');
} catch (error) {
  if (app) app.log.fatal({ err: error }, 'api failed to start');
  else console.error('api failed to start', error);
  await app?.close();
  await connection.close();
  process.exit(1);
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'shutting down');
  try {
    await app?.close();
    await connection.close();
    process.exit(0);
  } catch (error) {
    app?.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
