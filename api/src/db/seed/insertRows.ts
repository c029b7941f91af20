// Bulk inserts for the seed. Drizzle's insert builder spends about 0.1 ms per row turning values
// into parameters, which for the ~25 000 demo rows was most of the seed's time; here each table's
// rows travel as one jsonb parameter and PostgreSQL unpacks them (jsonb_to_record), in order, so
// ids come out in the plan's order as with a plain INSERT … VALUES.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../connect.js';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Inserts rows in one statement. A column is written when some row sets it, and then every row
 * must set it (null included): the others would otherwise get null instead of its default.
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const written = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key]) => records.some((row) => row[key] !== undefined),
  );
  const { name } = getTableConfig(table);
  const json = records.map((row) =>
    Object.fromEntries(
      written.map(([key, column]) => {
        const value = row[key];
        if (value === undefined) throw new Error(`A ${name} row lacks ${column.name}`);
        // jsonb stays a JSON value inside the parameter; everything else goes as the driver would.
        const driverValue =
          value === null || column.getSQLType() === 'jsonb'
            ? value
            : column.mapToDriverValue(value);
        return [column.name, driverValue];
      }),
    ),
  );
  const names = written.map(([, column]) => quote(column.name)).join(', ');
  const types = written
    .map(([, column]) => `${quote(column.name)} ${column.getSQLType()}`)
    .join(', ');
  const unpack = `with ordinality as input(row, n), jsonb_to_record(input.row) as r(${types})`;
  await db.execute(
    sql`${sql.raw(`insert into ${quote(name)} (${names}) select ${names} from jsonb_array_elements(`)}${JSON.stringify(json)}${sql.raw(`::jsonb) ${unpack} order by input.n`)}`,
  );
}

/** A map from natural key to row that refuses duplicate keys and unknown lookups. */
export class KeyedRows<T> {
  private readonly rows = new Map<string, T>();

  constructor(rows: readonly T[], key: (row: T) => string) {
    for (const row of rows) {
      const name = key(row);
      if (this.rows.has(name)) throw new Error(`Seed data has two rows keyed ${name}`);
      this.rows.set(name, row);
    }
  }

  get(key: string): T {
    const row = this.rows.get(key);
    if (row === undefined) throw new Error(`Seed data refers to unknown ${key}`);
    return row;
  }
}
