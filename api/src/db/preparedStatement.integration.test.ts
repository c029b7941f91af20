import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from './connect.js';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';
import { preparedStatement, sqlLiteral } from './preparedStatement.js';

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

describe.each(testDatabases())('preparedStatement on $name', (database) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await database.open();
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  it('prepares a statement once and answers each call with its own values', async () => {
    const statement = preparedStatement<{ text: string; n: number }, { text: string; n: number }>(
      (value) => sql`select ${value('text')}::text as text, ${value('n')}::int + 1 as n`,
    );
    const echo = (text: string, n: number) => statement.rows(connection.db, { text, n });
    expect(await echo("it's", 1)).toEqual([{ text: "it's", n: 2 }]);
    expect(await echo('--; drop table x', 41)).toEqual([{ text: '--; drop table x', n: 42 }]);
    expect(await echo('\\', 0)).toEqual([{ text: '\\', n: 1 }]);
    if (connection.driver === 'pglite') {
      const prepared = await connection.client.query<{ count: number }>(
        "select count(*)::int as count from pg_prepared_statements where name like 'q\\_%'",
      );
      expect(prepared.rows[0]!.count).toBe(1);
    }
  });

  it('refuses a call without a value the statement needs', async () => {
    const statement = preparedStatement<{ n: number }, { n: number }>(
      (value) => sql`select ${value('n')}::int as n`,
    );
    await expect(statement.rows(connection.db, {} as { n: number })).rejects.toThrow(/n/);
  });

  it("runs inside a transaction as a plain query that sees the transaction's own writes", async () => {
    // A table of this run's own (a temporary one would belong to one pooled connection only).
    const table = sql.identifier(`prepared_tx_${Date.now()}_${Math.floor(Math.random() * 1e6)}`);
    const statement = preparedStatement<{ n: number }, { n: number }>(
      (value) => sql`select count(*)::int + ${value('n')}::int as n from ${table}`,
    );
    await connection.db.execute(sql`create table ${table} (id int)`);
    try {
      const inside = await connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} values (1), (2)`);
        return statement.rows(tx, { n: 10 });
      });
      expect(inside).toEqual([{ n: 12 }]);
    } finally {
      await connection.db.execute(sql`drop table ${table}`);
    }
  });
});
