import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Connection } from './connect.js';
import { preparedRows, sqlLiteral } from './preparedRows.js';

describe('sqlLiteral', () => {
  it('writes values as SQL literals, quotes doubled and backslashes kept', () => {
    expect(sqlLiteral(13)).toBe('13');
    expect(sqlLiteral("O'Hara \\ 'x'")).toBe("'O''Hara \\ ''x'''");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral('a\0b')).toThrow();
  });
});

describe('preparedRows on PGlite', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectDatabase({ driver: 'pglite' });
  });
  afterAll(() => connection?.close());

  it('prepares a statement once per shape and answers each call with its own values', async () => {
    const echo = (text: string, n: number) =>
      preparedRows<{ text: string; n: number }>(
        connection.db,
        sql`select ${text}::text as text, ${n}::int + 1 as n`,
      );
    expect(await echo("it's", 1)).toEqual([{ text: "it's", n: 2 }]);
    expect(await echo('--; drop table x', 41)).toEqual([{ text: '--; drop table x', n: 42 }]);
    const prepared = await connection.db.execute(
      sql`select count(*)::int as count from pg_prepared_statements where name like 'q\\_%'`,
    );
    expect((prepared as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(1);
  });
});
