// The databases integration tests run against: PGlite in memory always, and PostgreSQL as well
// when DATABASE_URL is set. Each PostgreSQL suite gets its own fresh database on that server,
// dropped when the suite closes it, so suites never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Connection } from '../db/connect.js';
import { connectDatabase } from '../db/connect.js';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** A new, empty database; closing the connection also removes it. */
  open(): Promise<Connection>;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server at serverUrl: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  // Only [a-f0-9] after the prefix, so the name is safe to splice into DDL.
  const name = `termin_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function openPostgres(serverUrl: string): Promise<Connection> {
  const database = await createPostgresDatabase(serverUrl);
  const connection = await connectDatabase({ driver: 'postgres', url: database.url });
  const closeConnection = connection.close;
  connection.close = async () => {
    await closeConnection();
    await database.drop();
  };
  return connection;
}

export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env['DATABASE_URL'];
  const databases: TestDatabase[] = [
    { name: 'pglite', open: () => connectDatabase({ driver: 'pglite' }) },
  ];
  if (serverUrl) databases.push({ name: 'postgres', open: () => openPostgres(serverUrl) });
  return databases;
}

/** Generous: a cold PGlite start plus migrations and the seed take several seconds. */
export const databaseSetupTimeoutMs = 120_000;
