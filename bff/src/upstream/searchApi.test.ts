import { describe, expect, it, vi } from 'vitest';
import { createVenueCache } from '../cache/venueCache.js';
import { createMetrics } from '../metrics/metrics.js';
import { BookingApi } from './bookingApi.js';
import { searchVenues, type UpstreamSearchQuery } from './searchApi.js';
import { createUpstreamTransport } from './transport.js';

const results = (total: number) => ({ items: [], total, page: 1, pageSize: 20, pageCount: 1 });

/** Two requests' BookingApis over one venue cache and an upstream that counts /search calls. */
function site() {
  const asked: URL[] = [];
  const fetchStub = vi.fn(async (request: Request) => {
    asked.push(new URL(request.url));
    return new Response(JSON.stringify(results(asked.length)), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const venues = createVenueCache({ freshMs: 30_000, staleMs: 600_000, metrics: createMetrics() });
  const send = createUpstreamTransport({
    timeoutMs: 1000,
    fetch: fetchStub as unknown as typeof fetch,
  }).send;
  const request = (language: 'en' | 'sr' = 'en') =>
    new BookingApi({
      baseUrl: 'http://upstream.test',
      country: 'RS',
      language,
      requestId: 'req',
      send,
      venues,
    });
  return { asked, request };
}

const salons: UpstreamSearchQuery = {
  q: 'salon',
  city: 'beograd',
  sort: 'rating',
  page: 1,
  pageSize: 20,
};

describe('searchVenues', () => {
  it('keeps a page that is the same for everyone, per language and per question', async () => {
    const { asked, request } = site();
    const first = await searchVenues(request(), salons);
    // Another visitor, the same question asked in another order: the kept page.
    expect(
      await searchVenues(request(), {
        pageSize: 20,
        page: 1,
        sort: 'rating',
        city: 'beograd',
        q: 'salon',
      }),
    ).toEqual(first);
    expect(asked).toHaveLength(1);
    await searchVenues(request('sr'), salons);
    await searchVenues(request(), { ...salons, page: 2 });
    expect(asked).toHaveLength(3);
  });

  it('keeps a page around a city centre, never one of free times on a date', async () => {
    const { asked, request } = site();
    const aroundCentre = { ...salons, lat: 44.81, lng: 20.46, radiusKm: 2 };
    const onDate = { ...salons, date: '2026-12-01' };
    for (const query of [aroundCentre, aroundCentre, onDate, onDate])
      await searchVenues(request(), query);
    expect(asked).toHaveLength(3);
  });

  it('asks again after bff changed any venue (a review posted)', async () => {
    const { asked, request } = site();
    await searchVenues(request(), salons);
    await request().venueChanged('13');
    const after = await searchVenues(request(), salons);
    expect(asked).toHaveLength(2);
    expect(after.total).toBe(2);
  });
});
