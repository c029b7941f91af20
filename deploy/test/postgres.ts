// A PostgreSQL database of a deploy test's own, for api to migrate: on DATABASE_URL's server (CI's),
// else the local one. pg is api's, loaded from there.
import { createRequire } from 'node:module';
import type PG from 'pg';

/**
 * A fresh database, dropped afterwards; undefined (with a warning) without a server, and an error
 * on CI. PGlite would take a minute to migrate here.
 */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg') as typeof PG;
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const name = `termin_deploy_${process.pid}_${Date.now()}`;
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    const missing = `no PostgreSQL at ${server.host} (${(error as Error).message})`;
    if (process.env.CI === 'true') throw new Error(missing);
    console.warn(`\n⚠ ${missing}: a test that starts api is SKIPPED\n`);
    return undefined;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
