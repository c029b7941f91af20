import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Connection } from '../db/connect.js';
import { countries } from '../db/schema/index.js';
import { databaseSetupTimeoutMs, testDatabases } from './testDatabases.js';

describe('the run’s seeded snapshot', () => {
  it('is made once per run (seededSnapshot.setup.ts), with a template on PostgreSQL', () => {
    expect(existsSync(inject('seededPglite'))).toBe(true);
    expect(inject('seededPostgres') !== undefined).toBe(Boolean(process.env['DATABASE_URL']));
  });
});

describe.each(testDatabases())('seeded copies on $name', (database) => {
  let first: Connection;
  let second: Connection;
  beforeAll(async () => {
    [first, second] = await Promise.all([database.openSeeded(), database.openSeeded()]);
  }, databaseSetupTimeoutMs);
  afterAll(() => Promise.all([first?.close(), second?.close()]));

  const countriesIn = async (connection: Connection) =>
    (await connection.db.select({ n: count() }).from(countries))[0]!.n;

  it('start migrated and seeded, and never see each other’s changes', async () => {
    const seeded = await countriesIn(first);
    expect(seeded).toBeGreaterThan(0);
    expect(await countriesIn(second)).toBe(seeded);
    await first.db.update(countries).set({ currency: 'XXX' }).where(eq(countries.code, 'RS'));
    const [rs] = await second.db.select().from(countries).where(eq(countries.code, 'RS'));
    expect(rs!.currency).toBe('RSD');
  });
});
