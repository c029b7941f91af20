import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { Connection } from '../connect.js';
import { migrateDatabase } from '../migrate.js';
import {
  branchCategories,
  branches,
  categories,
  cities,
  countries,
  organizations,
} from '../schema/index.js';
import { buildSeedPlan } from './seedPlan.js';
import { seedDemoDataIfEmpty } from './seedDemoData.js';

const plan = buildSeedPlan();

describe.each(testDatabases())('demo seed on $name', (database) => {
  let connection: Connection;
  let firstRun: string;
  beforeAll(async () => {
    connection = await database.open();
    await migrateDatabase(connection);
    firstRun = await seedDemoDataIfEmpty(connection.db);
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  const countRows = async () => {
    const db = connection.db;
    const [c] = await db.select({ n: count() }).from(countries);
    const [ci] = await db.select({ n: count() }).from(cities);
    const [ca] = await db.select({ n: count() }).from(categories);
    const [o] = await db.select({ n: count() }).from(organizations);
    const [b] = await db.select({ n: count() }).from(branches);
    const [bc] = await db.select({ n: count() }).from(branchCategories);
    return {
      countries: c?.n,
      cities: ci?.n,
      categories: ca?.n,
      organizations: o?.n,
      branches: b?.n,
      links: bc?.n,
    };
  };

  it('writes every planned row', async () => {
    expect(firstRun).toBe('seeded');
    expect(await countRows()).toEqual({
      countries: 4,
      cities: plan.countries.reduce((sum, c) => sum + c.cities.length, 0),
      categories: plan.categoryGroups.reduce((sum, g) => sum + 1 + g.treatments.length, 0),
      organizations: plan.organizations.length,
      branches: plan.branches.length,
      links: plan.branches.reduce((sum, b) => sum + b.treatments.length, 0),
    });
  });

  it('does nothing on a database that already has data', async () => {
    const before = await countRows();
    expect(await seedDemoDataIfEmpty(connection.db)).toBe('already-present');
    expect(await countRows()).toEqual(before);
  });

  it('gives the same ids and data on every fresh start', async () => {
    const rows = await connection.db
      .select({ id: branches.id, slug: branches.slug, name: branches.name, phone: branches.phone })
      .from(branches)
      .orderBy(asc(branches.id));
    expect(rows.map((row) => [row.name, row.phone])).toEqual(
      plan.branches.map((branch) => [branch.name, branch.phone]),
    );
    expect(rows.map((row) => row.id)).toEqual(plan.branches.map((_, index) => index + 1));
    expect(rows[0]?.slug).toBe('salon-lotus-vracar-1');
    for (const row of rows) expect(row.slug.endsWith(`-${row.id}`)).toBe(true);
  });

  it('has at least 60 branches in the listed cities, in all three modes, each offering several treatments', async () => {
    const perCity = await connection.db
      .select({ city: cities.slug, n: count() })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .groupBy(cities.slug);
    const listed = [
      'beograd',
      'novi-sad',
      'nis',
      'podgorica',
      'budva',
      'sarajevo',
      'banja-luka',
      'moskva',
      'sankt-peterburg',
      'yekaterinburg',
    ];
    expect(perCity.map((row) => row.city).sort()).toEqual([...listed].sort());
    expect(perCity.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(60);

    const modes = await connection.db
      .selectDistinct({ mode: branches.interfaceMode })
      .from(branches);
    expect(modes.map((row) => row.mode).sort()).toEqual(['group', 'multi', 'single']);

    const fewest = await connection.db.execute(
      sql`select min(n)::int as n from (select count(*) as n from branch_categories group by branch_id) per_branch`,
    );
    expect((fewest.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);
  });
});
