// Opens the database: embedded PGlite (a directory, or memory for tests) by default, PostgreSQL
// through a node-postgres pool when a URL is given. Both serve the same pg-core schema.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { tracingEnabled } from '@termin/telemetry';
import { makePoolResilient } from './poolResilience.js';
import { traceQueries } from './tracedPglite.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/** What queries are written against; either driver fits it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { readonly driver: 'postgres'; readonly url: string }
  /**
   * dataDir undefined keeps the database in memory (tests); `from` starts a new database from a
   * dump of another (PGlite's dumpDataDir), as the tests start from one migrated, seeded copy.
   */
  | { readonly driver: 'pglite'; readonly dataDir?: string; readonly from?: Blob };

/** An open database. The driver-specific parts are kept for migrations (src/db/migrate.ts). */
export type Connection =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool; close(): Promise<void> };

export async function connectDatabase(target: DatabaseTarget): Promise<Connection> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      // Fail a query instead of queueing forever when the server is gone (readyz must answer).
      connectionTimeoutMillis: 5_000,
    });
    // Dropped connections neither crash the process nor leak clients (poolResilience.ts).
    makePoolResilient(pool);
    return {
      driver: 'postgres',
      db: drizzlePostgres({ client: pool, schema }),
      pool,
      close: () => pool.end(),
    };
  }
  // Extensions must be loaded when PGlite starts; a migration can only CREATE EXTENSION what is
  // loaded. Do not use @electric-sql/pglite/node-postgres: its connection dies after one failed
  // query.
  // A fresh machine has no .data/ yet; PGlite creates only the last directory of the path.
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target.dataDir,
    ...(target.from ? { loadDataDir: target.from } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  if (tracingEnabled()) traceQueries(client);
  return {
    driver: 'pglite',
    db: drizzlePglite({ client, schema }),
    client,
    close: () => client.close(),
  };
}
