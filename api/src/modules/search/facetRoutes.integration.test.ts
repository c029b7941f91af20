import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

interface Treatment {
  slug: string;
  title: string;
  parent: string | null;
  venueCount: number;
}
interface Facets {
  category: Treatment | null;
  parentCategory: Treatment | null;
  city: { value: string; title: string; venueCount: number } | null;
  area: { slug: string; title: string; venueCount: number } | null;
  categories: Treatment[];
  cities: { value: string; title: string; lat: number; lng: number; venueCount: number }[];
  areas: { slug: string; title: string; venueCount: number }[];
}

describe.each(testDatabases())('GET /search/facets on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const facets = async (query: Record<string, string>, country = 'RS', language = 'en') => {
    const response = await t.app.inject({
      url: '/search/facets',
      query,
      headers: callerHeaders(country, language),
    });
    return { status: response.statusCode, body: response.json() as Facets };
  };
  const total = async (query: Record<string, string>) =>
    (
      await t.app.inject({
        url: '/search',
        query: { ...query, pageSize: '1' },
        headers: callerHeaders('RS', 'en'),
      })
    ).json().total as number;

  it('counts the venues of every treatment and city the way the search finds them', async () => {
    const { status, body } = await facets({});
    expect(status).toBe(200);
    expect(body.category).toBeNull();
    expect(body.city).toBeNull();
    expect(body.areas).toEqual([]);
    const manicure = body.categories.find((c) => c.slug === 'manicure');
    expect(manicure).toMatchObject({ title: 'Manicure', parent: 'nails' });
    expect(manicure?.venueCount).toBe(await total({ category: 'manicure' }));
    const nails = body.categories.find((c) => c.slug === 'nails');
    expect(nails?.parent).toBeNull();
    expect(nails?.venueCount).toBe(await total({ category: 'nails' }));
    // Each group comes before its treatments; nothing without venues is listed.
    expect(body.categories.findIndex((c) => c.slug === 'nails')).toBeLessThan(
      body.categories.findIndex((c) => c.slug === 'manicure'),
    );
    expect(body.categories.every((c) => c.venueCount > 0)).toBe(true);
    // Most venues first; together they are every venue of the country.
    const counts = body.cities.map((c) => c.venueCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await total({}));
  });

  it('names the treatment, its group, the city and the area, counting within them', async () => {
    const { body } = await facets({ category: 'manicure', city: 'beograd', area: 'vracar' });
    expect(body.category).toMatchObject({ slug: 'manicure', title: 'Manicure' });
    expect(body.parentCategory).toMatchObject({ slug: 'nails', title: 'Nails', parent: null });
    expect(body.city).toMatchObject({ value: 'beograd', title: 'Belgrade' });
    expect(body.city?.venueCount).toBe(await total({ category: 'manicure', city: 'beograd' }));
    expect(body.area).toMatchObject({ slug: 'vracar' });
    expect(body.category?.venueCount).toBe(
      await total({ category: 'manicure', city: 'beograd', area: 'vracar' }),
    );
    // With a city, the others follow nearest first (the city itself is first).
    expect(body.cities[0]?.value).toBe('beograd');
    for (const area of body.areas)
      expect(area.venueCount).toBe(
        await total({ category: 'manicure', city: 'beograd', area: area.slug }),
      );
  });

  it('answers in the request language and keeps to the project country', async () => {
    const { body } = await facets({ city: 'beograd' }, 'RS', 'ru');
    expect(body.city?.title).toBe('Белград');
    const me = await facets({}, 'ME', 'sr');
    expect(me.body.cities.some((c) => c.value === 'beograd')).toBe(false);
  });

  it('answers 404 for an unknown category, city or area, and 400 for an area alone', async () => {
    expect((await facets({ category: 'no-such' })).status).toBe(404);
    expect((await facets({ city: 'podgorica' })).status).toBe(404);
    expect((await facets({ city: 'beograd', area: 'no-such' })).status).toBe(404);
    expect((await facets({ area: 'vracar' })).status).toBe(400);
  });
});
