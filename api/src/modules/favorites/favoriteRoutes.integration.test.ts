import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

// Issue 42 item 12: favourites are kept in the account, not in one browser.
describe.each(testDatabases())('favourite venues on $name', (database) => {
  let t: TestApp;
  let vera: TestCustomer;
  let serbian: { id: number; slug: string; name: string }[];
  let russian: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    vera = await newCustomer(t.connection.db, 'Vera');
    const rows = await t.connection.db
      .select({
        id: branches.id,
        slug: branches.slug,
        name: branches.name,
        country: cities.countryCode,
      })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .orderBy(branches.id);
    serbian = rows.filter((row) => row.country === 'RS').slice(0, 3);
    russian = rows.find((row) => row.country === 'RU')!.id;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: vera.headers,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ids = (body: { favorites: { branch: { id: number } }[] }) =>
    body.favorites.map((favorite) => favorite.branch.id);

  it('saves, lists newest first and forgets venues, each answer the list as it now is', async () => {
    const [a, b] = serbian;
    expect((await call('GET', '/me/favorites')).body).toEqual({ favorites: [] });
    expect(ids((await call('PUT', `/me/favorites/${a!.id}`)).body)).toEqual([a!.id]);
    const saved = await call('PUT', `/me/favorites/${b!.id}`);
    expect(saved.status).toBe(200);
    expect(saved.body.favorites[0]).toEqual({
      branch: { id: b!.id, slug: b!.slug, name: b!.name, address: expect.any(String) },
      savedAt: expect.any(String),
    });
    expect(ids(saved.body)).toEqual([b!.id, a!.id]);
    // Saving again changes nothing.
    expect(ids((await call('PUT', `/me/favorites/${a!.id}`)).body)).toEqual([b!.id, a!.id]);
    expect(ids((await call('DELETE', `/me/favorites/${b!.id}`)).body)).toEqual([a!.id]);
    expect(ids((await call('DELETE', `/me/favorites/${b!.id}`)).body)).toEqual([a!.id]);
    expect(ids((await call('GET', '/me/favorites')).body)).toEqual([a!.id]);
    await call('DELETE', `/me/favorites/${a!.id}`);
  });

  it("merges a browser's list, skipping venues it does not know", async () => {
    const [a, b, c] = serbian;
    await call('PUT', `/me/favorites/${a!.id}`);
    const merged = await call('POST', '/me/favorites', {
      branchIds: [b!.id, a!.id, c!.id, russian, 2_000_000_000],
    });
    expect(merged.status).toBe(200);
    expect(ids(merged.body).sort()).toEqual([a!.id, b!.id, c!.id].sort());
  });

  it('refuses a venue of another country, a stranger and a list too long', async () => {
    expect((await call('PUT', `/me/favorites/${russian}`)).status).toBe(404);
    const anonymous = await t.app.inject({ url: '/me/favorites', headers: callerHeaders('RS') });
    expect(anonymous.statusCode).toBe(401);
    const tooMany = Array.from({ length: 201 }, (_, index) => index + 1);
    expect((await call('POST', '/me/favorites', { branchIds: tooMany })).status).toBe(400);
  });
});
