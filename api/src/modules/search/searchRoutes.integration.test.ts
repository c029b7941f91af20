import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localDateOf } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { haversineKm } from './haversine.js';
import { searchBranches } from './searchQueries.js';

interface Result {
  id: string;
  slug: string;
  name: string;
  rating: { average: number | null; count: number };
  city: { slug: string; title: string };
  area: { slug: string; title: string } | null;
  location: { lat: number; lng: number };
  distanceKm: number | null;
  services: { id: string; name: string; price: number; currency: string }[];
  minPrice: number | null;
  currency: string;
}
interface Results {
  items: Result[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(testDatabases())('GET /search on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const search = async (query: Record<string, string>, country = 'RS', language?: string) => {
    const response = await t.app.inject({
      url: '/search',
      query,
      headers: callerHeaders(country, language),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (...args: Parameters<typeof search>): Promise<Results> => {
    const { status, body } = await search(...args);
    expect(status).toBe(200);
    return body;
  };
  const get = async (url: string, country = 'RS') =>
    (await t.app.inject({ url, headers: callerHeaders(country, 'en') })).json();
  const ids = (body: Results) => body.items.map((r) => r.id);

  it('pages through every venue of the project country exactly once', async () => {
    const all = await ok({ pageSize: '50' });
    expect(all.total).toBe(24);
    expect(all.items).toHaveLength(24);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => ok({ pageSize: '10', page: `${page}` })),
    );
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 4]);
    expect(pages.every((p) => p.total === 24 && p.pageSize === 10)).toBe(true);
    expect(new Set(pages.flatMap(ids)).size).toBe(24);
    expect((await ok({ pageSize: '10', page: '4' })).items).toEqual([]);
  });

  it('keeps to the project country and answers in the request language', async () => {
    const me = await ok({ pageSize: '50' }, 'ME', 'ru');
    expect(me.total).toBeGreaterThan(0);
    expect(me.items.every((r) => r.currency === 'EUR')).toBe(true);
    const rs = ids(await ok({ pageSize: '50' }));
    expect(ids(me).some((id) => rs.includes(id))).toBe(false);
    const belgrade = await ok({ city: 'beograd', pageSize: '1' }, 'RS', 'ru');
    expect(belgrade.items[0]?.city).toEqual({ slug: 'beograd', title: 'Белград' });
  });

  it('narrows to a treatment, showing only its services', async () => {
    const manicure = await ok({ category: 'manicure', pageSize: '50' }, 'RS', 'en');
    expect(manicure.total).toBeGreaterThan(0);
    expect(manicure.total).toBeLessThan(24);
    for (const result of manicure.items) {
      const menu = await get(`/branches/${result.id}/services`);
      const group = menu.groups.find(
        (g: { category: { slug: string } }) => g.category.slug === 'manicure',
      );
      const allowed = group.services.map((s: { id: string }) => s.id);
      expect(result.services.length).toBeGreaterThan(0);
      expect(result.services.length).toBeLessThanOrEqual(3);
      for (const service of result.services) expect(allowed).toContain(service.id);
      expect(result.minPrice).toBe(
        Math.min(...group.services.map((s: { price: number }) => s.price)),
      );
    }
  });

  it('expands a treatment group to its treatments', async () => {
    const group = await ok({ category: 'nails', pageSize: '50' });
    const manicure = await ok({ category: 'manicure', pageSize: '50' });
    expect(group.total).toBeGreaterThanOrEqual(manicure.total);
    for (const id of ids(manicure)) expect(ids(group)).toContain(id);
  });

  it('narrows to a city and a district', async () => {
    const noviSad = await ok({ city: 'novi-sad', pageSize: '50' });
    expect(noviSad.total).toBeGreaterThan(1);
    expect(noviSad.items.every((r) => r.city.slug === 'novi-sad')).toBe(true);
    // Each card has its map pin, near its city (Novi Sad is at 45.27, 19.83).
    for (const r of noviSad.items)
      expect(haversineKm(r.location, { lat: 45.27, lng: 19.83 })).toBeLessThan(15);
    const vracar = await ok({ city: 'beograd', area: 'vracar', pageSize: '50' });
    expect(vracar.total).toBeGreaterThan(0);
    expect(vracar.items.every((r) => r.area?.slug === 'vracar')).toBe(true);
  });

  it('matches keywords like suggest: case, diacritics, treatment and service names', async () => {
    const lower = await ok({ q: 'nis', pageSize: '50' });
    expect(lower.items.map((r) => r.name)).toContain('Fit Arena Niš');
    expect(ids(await ok({ q: 'NIŠ', pageSize: '50' }))).toEqual(ids(lower));
    // A venue name match comes first under relevance.
    expect(lower.items[0]?.name).toMatch(/Niš/);
    const russianTreatment = await ok({ q: 'маникюр', pageSize: '50' });
    expect(ids(russianTreatment)).toEqual(
      expect.arrayContaining(ids(await ok({ category: 'manicure', pageSize: '50' }))),
    );
    expect((await ok({ q: 'zzzz' })).total).toBe(0);
    expect(await ok({ q: '%_' })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('filters by price, in minor units, on the services shown', async () => {
    const body = await ok({
      category: 'haircut',
      priceMin: '150000',
      priceMax: '200000',
      pageSize: '50',
    });
    expect(body.total).toBeGreaterThan(0);
    for (const result of body.items) {
      expect(result.minPrice).toBeGreaterThanOrEqual(150000);
      expect(result.minPrice).toBeLessThanOrEqual(200000);
      for (const s of result.services) expect(s.price).toBeGreaterThanOrEqual(150000);
      for (const s of result.services) expect(s.price).toBeLessThanOrEqual(200000);
    }
    // Free services (a consultation) still match a price range of [0, 0].
    const free = await ok({ priceMax: '0', pageSize: '50' });
    expect(free.total).toBeLessThan(3);
    expect(free.items.every((r) => r.minPrice === 0)).toBe(true);
  });

  it('refuses prices past its bounds, impossible dates and NUL characters, translated (issue 14)', async () => {
    const queries: Record<string, string>[] = [
      { priceMin: String(2 ** 53) },
      { priceMax: '2147483648' },
      { priceMin: '1e400' },
      { date: '2026-02-30' },
      { date: '9999-12-31' },
      { city: 'beograd\u0000' },
      { category: '\u0000' },
    ];
    for (const query of queries) {
      const { status, body } = await search(query, 'RS', 'sr');
      expect({ query, status, code: body.error?.code }).toEqual({
        query,
        status: 400,
        code: 'VALIDATION',
      });
      expect(body.error.details[0].message).toMatch(/mora|ne sme/);
    }
  });

  it('filters by minimum rating', async () => {
    const body = await ok({ ratingMin: '4.5', pageSize: '50' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.total).toBeLessThan(24);
    expect(body.items.every((r) => (r.rating.average ?? 0) >= 4.5)).toBe(true);
  });

  it('sorts by rating and by price', async () => {
    const byRating = (await ok({ sort: 'rating', pageSize: '50' })).items.map(
      (r) => r.rating.average ?? -1,
    );
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byPrice = (await ok({ sort: 'price', category: 'haircut', pageSize: '50' })).items.map(
      (r) => r.minPrice ?? Infinity,
    );
    expect(byPrice.length).toBeGreaterThan(1);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it('measures distance by haversine, sorts by it and keeps within the radius', async () => {
    const from = { lat: 44.8125, lng: 20.4612 };
    const body = await ok({
      lat: `${from.lat}`,
      lng: `${from.lng}`,
      sort: 'distance',
      pageSize: '50',
    });
    const distances = body.items.map((r) => r.distanceKm ?? NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const result of body.items.slice(0, 5)) {
      const page = await get(`/branches/${result.id}`);
      expect(result.distanceKm).toBeCloseTo(haversineKm(from, { lat: page.lat, lng: page.lng }), 1);
    }
    const near = await ok({
      lat: `${from.lat}`,
      lng: `${from.lng}`,
      radiusKm: '5',
      pageSize: '50',
    });
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(body.total);
    expect(near.items.every((r) => (r.distanceKm ?? Infinity) <= 5)).toBe(true);
    expect((await ok({ pageSize: '1' })).items[0]?.distanceKm).toBeNull();
  });

  it('keeps to venues open on the local date: opening hours and closures', async () => {
    const all = (await ok({ pageSize: '50' })).items;
    const pages = await Promise.all(all.map((r) => get(`/branches/${r.id}`)));
    // A day some venue is closed for, and a Sunday (some venues do not open on Sundays).
    const today = localDateOf(new Date(), 'Europe/Belgrade');
    // Days after today: on today itself the hours already over no longer count (next test).
    const closure = pages
      .flatMap((p) => p.closures)
      .find((c: { startsOn: string }) => c.startsOn > today);
    const sunday = [...Array(7).keys()]
      .map((n) => new Date(Date.parse(`${today}T12:00:00Z`) + (n + 1) * 86_400_000))
      .find((d) => d.getUTCDay() === 0)!
      .toISOString()
      .slice(0, 10);
    for (const date of [closure.startsOn as string, sunday]) {
      const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const expected = pages
        .filter(
          (p) =>
            p.openingHours[weekday - 1].intervals.length > 0 &&
            !p.closures.some(
              (c: { startsOn: string; endsOn: string }) => c.startsOn <= date && date <= c.endsOn,
            ),
        )
        .map((p) => p.id as string);
      const open = await ok({ date, pageSize: '50' });
      expect(ids(open).sort()).toEqual(expected.sort());
      expect(open.total).toBeLessThan(24);
    }
  });

  it("on a venue's today, keeps to the opening hours that have not ended yet", async () => {
    const zone = 'Europe/Belgrade';
    const day = addDays(localDateOf(new Date(), zone), 1);
    const all = (await ok({ pageSize: '50' })).items;
    const pages = await Promise.all(all.map((r) => get(`/branches/${r.id}`)));
    const filter = { country: 'RS' as const, date: day };
    const paging = { sort: 'relevance' as const, page: 1, pageSize: 50 };
    const idsAt = async (minute: number) =>
      (
        await searchBranches(
          t.connection.db,
          { ...filter, now: zonedInstant(day, minute, zone) },
          paging,
          'en',
        )
      ).items
        .map((item) => item.id)
        .sort();
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const open = pages.filter(
      (p) =>
        !p.closures.some(
          (c: { startsOn: string; endsOn: string }) => c.startsOn <= day && day <= c.endsOn,
        ),
    );
    /** When each open venue's last interval of the day ends. */
    const closing = open.flatMap((p) => {
      const ends = p.openingHours[isoWeekday(day) - 1].intervals.map((i: { closesAt: string }) =>
        minutes(i.closesAt),
      );
      return ends.length > 0 ? [{ id: p.id as string, at: Math.max(...ends) }] : [];
    });
    const openAfter = (minute: number) =>
      closing
        .filter((venue) => venue.at > minute)
        .map((venue) => venue.id)
        .sort();
    // The moment the earliest-closing venue closes: it drops out, later ones stay.
    const evening = Math.min(...closing.map((venue) => venue.at));
    const early = await idsAt(6 * 60);
    expect(early).toEqual(ids(await ok({ date: day, pageSize: '50' })).sort());
    const late = await idsAt(evening);
    expect(late).toEqual(openAfter(evening));
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(early.length);
    // Seen from the next day the date is no longer today: its hours count whole again.
    expect(await idsAt(evening + 24 * 60)).toEqual(
      ids(await ok({ date: day, pageSize: '50' })).sort(),
    );
  });

  it.each([
    [{ category: 'no-such-treatment' }, 'Unknown category no-such-treatment'],
    [{ city: 'moskva' }, 'Unknown city moskva in RS'],
    [{ city: 'beograd', area: 'nowhere' }, 'Unknown area nowhere in beograd'],
  ])('answers 404 NOT_FOUND for %j', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message } });
  });

  it.each([
    [{ pageSize: '51' }, 'pageSize'],
    [{ page: '0' }, 'page'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ date: '2026-13-45' }, 'date'],
    [{ ratingMin: '6' }, 'ratingMin'],
    [{ priceMin: '-1' }, 'priceMin'],
    [{ lat: '44.8' }, 'lng'],
    [{ radiusKm: '5' }, 'radiusKm'],
    [{ sort: 'distance' }, 'sort'],
    [{ area: 'vracar' }, 'area'],
    [{ priceMin: '500', priceMax: '100' }, 'priceMax'],
  ])('refuses %j with 400 VALIDATION naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ location: 'querystring', field })]),
    );
  });
});
