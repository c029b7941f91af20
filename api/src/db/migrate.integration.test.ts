import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';
import type { Connection } from './connect.js';
import { migrateDatabase } from './migrate.js';

describe.each(testDatabases())('migrations on $name', (database) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await database.open();
    await migrateDatabase(connection);
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await connection.db.execute(query)).rows as T[];

  it('create the tables and the btree_gist extension', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'branch_categories',
      'branches',
      'categories',
      'cities',
      'countries',
      'organizations',
    ]);
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((e) => e.extname)).toContain('btree_gist');
  });

  it('is a no-op when run again', async () => {
    const applied = sql`select count(*)::int as count from drizzle.__drizzle_migrations`;
    const [before] = await rows<{ count: number }>(applied);
    await migrateDatabase(connection);
    const [after] = await rows<{ count: number }>(applied);
    expect(before?.count).toBeGreaterThanOrEqual(2);
    expect(after).toEqual(before);
  });

  it('derives a branch slug from its name slug and id', async () => {
    await connection.db.execute(
      sql`insert into countries (code, name, currency) values ('RS', '{"en":"Serbia","sr":"Srbija","ru":"Сербия"}', 'RSD')`,
    );
    await connection.db.execute(sql`
      insert into cities (country_code, slug, name, latitude, longitude, time_zone, population)
      values ('RS', 'beograd', '{"en":"Belgrade","sr":"Beograd","ru":"Белград"}', 44.8, 20.4, 'Europe/Belgrade', 1)`);
    await connection.db.execute(
      sql`insert into organizations (country_code, name) values ('RS', 'Lotus')`,
    );
    const [branch] = await rows<{ id: number; slug: string }>(sql`
      insert into branches (organization_id, city_id, name_slug, name, address, latitude, longitude, phone, interface_mode, search_text)
      select o.id, c.id, 'salon-lotus', 'Salon Lotus', 'Njegoševa 45', 44.8, 20.47, '+381 11 000 0000', 'multi', '|salon lotus'
      from organizations o, cities c
      returning id, slug`);
    expect(branch?.slug).toBe(`salon-lotus-${branch?.id}`);
  });

  it('refuses a name that lacks a language', async () => {
    await expect(
      connection.db.execute(
        sql`insert into countries (code, name, currency) values ('ME', '{"en":"Montenegro"}', 'EUR')`,
      ),
    ).rejects.toThrow();
  });
});
