// An app over a real, migrated and seeded database, driven with inject() (no port).
import type { App } from '../app.js';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Connection } from '../db/connect.js';
import { connectDatabase } from '../db/connect.js';
import { ensureAuthClient } from '../modules/auth/tokenService.js';
import type { TestDatabase } from './testDatabases.js';

export interface TestApp {
  readonly app: App;
  readonly connection: Connection;
  close(): Promise<void>;
}

const testEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // Races of a hundred simultaneous bookings test the database, not load shedding (which has
  // its own tests in http/loadShedding.test.ts): nothing here is refused for being too many.
  API_MAX_IN_FLIGHT: '1000',
  API_MAX_QUEUE: '1000',
  // Suites book dozens of times as one customer; the limits have their own suite
  // (modules/bookings/bookingLimits.integration.test.ts), which sets them low.
  BOOKING_MAX_UNPAID_PER_VENUE: '1000',
  BOOKING_MAX_UNPAID_TOTAL: '1000',
  BOOKINGS_PER_HOUR: '1000',
};
export const testConfig = loadConfig(testEnv);

/** The test configuration with some variables of its environment changed. */
export const testConfigWith = (env: Record<string, string>): Config =>
  loadConfig({ ...testEnv, ...env });

/**
 * An app over a fresh copy of the run's migrated, seeded database; `config` replaces the test
 * configuration (another site, say).
 */
export async function startTestApp(
  database: TestDatabase,
  config: Config = testConfig,
): Promise<TestApp> {
  const connection = await database.openSeeded();
  await ensureAuthClient(connection.db, config.authClient);
  const app = await buildApp({ config, db: connection.db });
  await app.ready();
  return {
    app,
    connection,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

/**
 * A second api app over the first one's database, as another replica would run: on PostgreSQL
 * with its own connection pool; on PGlite (one process only) over the same embedded database.
 * Closing it leaves the first app and its database alone.
 */
export async function startReplica(first: TestApp): Promise<TestApp> {
  const connection: Connection =
    first.connection.driver === 'postgres'
      ? await connectDatabase({
          driver: 'postgres',
          url: first.connection.pool.options.connectionString!,
        })
      : { ...first.connection, close: async () => undefined };
  const app = await buildApp({ config: testConfig, db: connection.db });
  await app.ready();
  return {
    app,
    connection,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

/** Headers of a marketplace call from the given project country. */
export const callerHeaders = (country: string, language?: string) => ({
  'x-project-country': country,
  ...(language ? { 'accept-language': language } : {}),
});
