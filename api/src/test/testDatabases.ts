// The databases integration tests run against: PGlite in memory always, and PostgreSQL as well
// when DATABASE_URL is set. Each PostgreSQL suite gets its own fresh database on that server,
// dropped when the suite closes it, so suites never see each other's rows.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Connection } from '../db/connect.js';
import { connectDatabase } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoDataIfEmpty } from '../db/seed/seedDemoData.js';

/** What seededSnapshot.setup.ts hands the test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated, seeded PGlite data directory. */
    seededPglite: string;
    /** The name of a migrated, seeded PostgreSQL database to copy, when DATABASE_URL is set. */
    seededPostgres: string | undefined;
  }
}

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** A new, empty database; closing the connection also removes it. */
  open(): Promise<Connection>;
  /** A new database, migrated and seeded with the demo; closing the connection removes it. */
  openSeeded(): Promise<Connection>;
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

/**
 * A new database on the server at serverUrl, empty or a copy of `template` (a name this module
 * made): its name, its URL, and how to drop it.
 */
export async function createPostgresDatabase(serverUrl: string, template?: string) {
  // Only [a-f0-9] after the prefix, so the names are safe to splice into DDL.
  const name = `termin_test_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^termin_test_[a-f0-9]+$/.test(template))
    throw new Error(`not a test database: ${template}`);
  const copy = template ? ` template ${template}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${copy}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function openPostgres(serverUrl: string, template?: string): Promise<Connection> {
  const database = await createPostgresDatabase(serverUrl, template);
  const connection = await connectDatabase({ driver: 'postgres', url: database.url });
  const closeConnection = connection.close;
  connection.close = async () => {
    await closeConnection();
    await database.drop();
  };
  return connection;
}

/** Migrates and seeds a new database: where the run made no snapshot (seededSnapshot.setup.ts). */
async function migratedAndSeeded(connection: Promise<Connection>): Promise<Connection> {
  const opened = await connection;
  await migrateDatabase(opened);
  await seedDemoDataIfEmpty(opened.db);
  return opened;
}

function openSeededPglite(): Promise<Connection> {
  const snapshot = inject('seededPglite');
  if (!snapshot) return migratedAndSeeded(connectDatabase({ driver: 'pglite' }));
  return connectDatabase({ driver: 'pglite', from: new Blob([readFileSync(snapshot)]) });
}

function openSeededPostgres(serverUrl: string): Promise<Connection> {
  const template = inject('seededPostgres');
  if (!template) return migratedAndSeeded(openPostgres(serverUrl));
  return openPostgres(serverUrl, template);
}

export function testDatabases(): TestDatabase[] {
  const serverUrl = process.env['DATABASE_URL'];
  const databases: TestDatabase[] = [
    {
      name: 'pglite',
      open: () => connectDatabase({ driver: 'pglite' }),
      openSeeded: openSeededPglite,
    },
  ];
  if (serverUrl)
    databases.push({
      name: 'postgres',
      open: () => openPostgres(serverUrl),
      openSeeded: () => openSeededPostgres(serverUrl),
    });
  return databases;
}

/** Generous: a cold PGlite start plus migrations and the seed take several seconds. */
export const databaseSetupTimeoutMs = 120_000;
