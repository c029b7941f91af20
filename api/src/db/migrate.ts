// Applies the SQL migrations in api/drizzle/ in-process. drizzle records applied migrations in
// drizzle.__drizzle_migrations, so running this again is a no-op.
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Connection } from './connect.js';

// src/db/migrate.ts and dist/db/migrate.js are both two levels below api/.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every replica.
const migrationLockKey = 727_463;

export async function migrateDatabase(connection: Connection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(connection.db, { migrationsFolder });
    return;
  }
  // Several api replicas may boot at once against one PostgreSQL: hold a session advisory lock on
  // one pooled client for the whole run so exactly one of them migrates and the rest find it done.
  const client = await connection.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrateNodePostgres(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
