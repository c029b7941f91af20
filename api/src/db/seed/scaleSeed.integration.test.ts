import { count, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, startTestApp, type TestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { branches, orders, reviews } from '../schema/index.js';
import { scaleUp } from './scaleSeed.js';

describe.each(testDatabases())('the scale seed on $name', (database) => {
  let t: TestApp;
  const before = { branches: 0, largestBranchId: 0, orders: 0, reviews: 0 };

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    before.branches = (await db.select({ n: count() }).from(branches))[0]!.n;
    before.largestBranchId = (await db.select({ id: max(branches.id) }).from(branches))[0]!.id!;
    before.orders = (await db.select({ n: count() }).from(orders))[0]!.n;
    before.reviews = (await db.select({ n: count() }).from(reviews))[0]!.n;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  it('copies every venue with its orders, older generations and reviews', async () => {
    const counts = await scaleUp(t.connection.db, { copies: 2, orderGenerations: 1 });
    expect(counts.branches).toBe(before.branches * 3);
    expect(counts.orders).toBe(before.orders * 3 * 2);
    expect(counts.reviews).toBeGreaterThan(before.reviews);
    expect(counts.reviews).toBeLessThanOrEqual(before.reviews * 3);
  });

  it('serves a copy like any venue: its page, numbered name and own slug', async () => {
    // Copy 1 of branch 13 (Serbia): its id moved by the largest demo id.
    const copy = before.largestBranchId + 13;
    const response = await t.app.inject({ url: `/branches/${copy}`, headers: callerHeaders('RS') });
    expect(response.statusCode).toBe(200);
    const branch = response.json();
    expect(branch.name).toMatch(/ 1$/);
    expect(branch.slug).toBe(`${branch.slug.replace(/-\d+$/, '')}-${copy}`);
    expect(branch.rating.count).toBeGreaterThanOrEqual(0);
  });

  it('refuses to scale a database twice', async () => {
    await expect(scaleUp(t.connection.db, { copies: 1, orderGenerations: 0 })).rejects.toThrow(
      /scale data already/,
    );
  });
});
