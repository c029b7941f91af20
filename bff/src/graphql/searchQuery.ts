// The search a GraphQL SearchInput asks of api (GET /search): the client names a city and a day,
// and bff supplies what only the city knows (its centre, its time zone). A page asks for its
// facets and its results in one operation, not the results after the facets it needed for them.
import type { SearchInput } from './__generated__/resolvers-types.js';
import type { UpstreamCity } from '../upstream/countriesApi.js';
import type { UpstreamSearchQuery } from '../upstream/searchApi.js';
import { addDays, localDateOf } from '@termin/zoned-time';

/** Whether the input needs the country's cities: a city's centre or a day in its time zone. */
export function needsCities(input: SearchInput): boolean {
  const point = input.latitude != null && input.longitude != null;
  return input.day != null || (input.city != null && !point);
}

/**
 * The upstream query of `input`. The search point is the given one, else the named city's centre;
 * without a point, distance sorting falls back to relevance and no radius applies. A day is the
 * local date in the city's time zone (the country's first city's without a city).
 */
export function upstreamSearchQuery(
  input: SearchInput,
  cities: readonly UpstreamCity[],
  now = new Date(),
): UpstreamSearchQuery {
  const city = input.city == null ? undefined : cities.find(({ value }) => value === input.city);
  const point =
    input.latitude != null && input.longitude != null
      ? { lat: input.latitude, lng: input.longitude }
      : city && { lat: city.lat, lng: city.lng };
  const timeZone = (city ?? cities[0])?.timeZone ?? 'UTC';
  const date =
    input.date ??
    (input.day ? addDays(localDateOf(now, timeZone), input.day === 'TOMORROW' ? 1 : 0) : undefined);
  const sort = input.sort === 'DISTANCE' && !point ? 'RELEVANCE' : (input.sort ?? 'RELEVANCE');
  return {
    category: input.category ?? undefined,
    q: input.text ?? undefined,
    city: input.city ?? undefined,
    area: input.area ?? undefined,
    priceMin: input.priceMin ?? undefined,
    priceMax: input.priceMax ?? undefined,
    ratingMin: input.ratingMin ?? undefined,
    date,
    lat: point?.lat,
    lng: point?.lng,
    radiusKm: point ? (input.radiusKm ?? undefined) : undefined,
    sort: sort.toLowerCase() as 'relevance' | 'rating' | 'price' | 'distance',
    page: input.page ?? 1,
    pageSize: input.pageSize ?? 20,
  };
}
