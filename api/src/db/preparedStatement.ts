// Hot public reads as server-side prepared statements: written once with named placeholders,
// turned into SQL text once, planned once per connection, then only executed with each call's
// values. On PGlite planning was most of a read's cost (a company page's one query: 1.6 ms planned
// every time, 0.4 ms prepared), as every plan asks the file system for the size of each relation
// it touches; and building the query with drizzle on every call cost a suggestion about as much as
// running it (0.3 ms). drizzle's PGlite driver sends no named statements, so this does.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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

const isPglite = (client: unknown): client is PGlite =>
  typeof (client as PGlite).exec === 'function' && 'waitReady' in (client as object);

const isPool = (client: unknown): client is pg.Pool =>
  typeof (client as pg.Pool).query === 'function' && 'totalCount' in (client as object);

export interface PreparedStatement<Row, Values extends Record<string, unknown>> {
  /**
   * The statement's rows for these values. Prepared on the database itself; inside a transaction
   * (whose connection the statement may not be prepared on) the same text runs as a plain query.
   */
  rows(db: Queryable, values: Values): Promise<Row[]>;
}

/**
 * A statement written once by `write`, which marks each call's values with `value(name)`.
 * On PostgreSQL node-postgres prepares it per pooled connection under its name; on PGlite it is
 * PREPAREd on first use and EXECUTEd with its values as literals.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  write: (value: (name: keyof Values & string) => Placeholder) => SQL,
): PreparedStatement<Row, Values> {
  const { sql: text, params } = dialect.sqlToQuery(write((name) => sql.placeholder(name)));
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return {
    async rows(db, values) {
      const client = (db as { $client?: unknown }).$client;
      if (client === undefined) {
        // Each value bound where its placeholder stood: both are chunks of the same SQL.
        const bound = (name: string) => sql.param(values[name]) as unknown as Placeholder;
        return rowsOf<Row>(db, write(bound));
      }
      const filled = fillPlaceholders(params, values);
      if (isPglite(client)) {
        let prepared = preparedOn.get(client);
        if (!prepared) preparedOn.set(client, (prepared = new Set()));
        if (!prepared.has(name)) {
          await client.query(`prepare ${name} as ${text}`);
          prepared.add(name);
        }
        const literals = filled.length ? `(${filled.map(sqlLiteral).join(', ')})` : '';
        // exec sends one simple-protocol message where query sends five (a quarter faster).
        const [result] = await client.exec(`execute ${name}${literals}`);
        return (result?.rows ?? []) as Row[];
      }
      if (isPool(client)) return (await client.query({ name, text, values: filled })).rows as Row[];
      throw new Error('A prepared statement runs on a PGlite or PostgreSQL database');
    },
  };
}
