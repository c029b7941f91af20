// Hot public reads as server-side prepared statements: planned once per connection, then only
// executed. On PGlite planning was most of a read's cost (a company page's one query: 1.6 ms
// planned every time, 0.4 ms prepared), as every plan asks the file system for the size of each
// relation it touches. drizzle's PGlite driver sends no named statements, so this does.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './connect.js';
import { rowsOf, type Queryable } from '../kernel/transactions.js';

const dialect = new PgDialect();

/** Statements already prepared, per PGlite instance (one session: they live as long as it). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * A value as a SQL literal, for PGlite's EXECUTE (its arguments cannot be bind parameters).
 * Strings are quoted the standard way (standard_conforming_strings is on: a backslash is itself).
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return sqlLiteral(value.toISOString());
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('A text value cannot hold a NUL character');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`No literal for a ${typeof value}`);
}

function isPglite(client: unknown): client is PGlite {
  return typeof (client as PGlite).exec === 'function' && 'waitReady' in (client as object);
}

/**
 * The rows of `query`, run as a prepared statement named after its text (each distinct shape
 * is prepared once). On PostgreSQL node-postgres prepares it per pooled connection; on PGlite it
 * is PREPAREd once and EXECUTEd with its values as literals. In a transaction it runs as a plain
 * query (a transaction's client is not the pool).
 */
export async function preparedRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const client = (db as Partial<Database> & { $client?: unknown }).$client;
  if (client && isPglite(client)) {
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    if (!prepared.has(name)) {
      await client.query(`prepare ${name} as ${text}`);
      prepared.add(name);
    }
    const values = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
    return (await client.query<T>(`execute ${name}${values}`)).rows;
  }
  if (
    client &&
    typeof (client as pg.Pool).query === 'function' &&
    'totalCount' in (client as object)
  ) {
    return (await (client as pg.Pool).query({ name, text, values: params })).rows as T[];
  }
  return rowsOf<T>(db, query);
}
