// The search area upstream: venue search (GET /search), its facets and the search bar's
// suggestions (GET /network/suggest).
import { searchResultsOfAllVenues, type BookingApi } from './bookingApi.js';
import type { components, paths } from './__generated__/api.js';

export type UpstreamSearchResults = components['schemas']['SearchResults'];
export type UpstreamSearchQuery = NonNullable<paths['/search']['get']['parameters']['query']>;
export type UpstreamSuggestions = components['schemas']['Suggestions'];

export type UpstreamSearchFacets = components['schemas']['SearchFacets'];
export type UpstreamFacetTreatment = components['schemas']['FacetTreatment'];
export type UpstreamFacetCity = components['schemas']['FacetCity'];
export type UpstreamFacetArea = components['schemas']['FacetArea'];

export interface FacetsQuery {
  category?: string;
  city?: string;
  area?: string;
}

/** Venue counts per treatment, city and district: public and slow-changing, so shared-cached. */
export function searchFacets(api: BookingApi, query: FacetsQuery): Promise<UpstreamSearchFacets> {
  const key = `facets:${api.header['x-project-country']}|${api.header['accept-language']}|${query.category ?? ''}|${query.city ?? ''}|${query.area ?? ''}`;
  return api.cached(key, () =>
    api.call(() => api.client.GET('/search/facets', { params: { header: api.header, query } })),
  );
}

/**
 * One page of venues; each card carries its services, so a page is one call. A page is the same
 * for everyone who asks the same question, so it is kept briefly with the venues' own public data
 * (BookingApi.venuePart), except one filtered by a date (free times change by the minute). Its
 * point is a city's centre (the search page's); the visitor's own position only ever picks a city
 * in the browser and is never sent here: if it ever is, it must not become a shared key.
 */
export function searchVenues(
  api: BookingApi,
  query: UpstreamSearchQuery,
): Promise<UpstreamSearchResults> {
  const load = () =>
    api.call(() => api.client.GET('/search', { params: { header: api.header, query } }));
  if (query.date !== undefined) return load();
  const asked = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return api.venuePart(searchResultsOfAllVenues, `search:${JSON.stringify(asked)}`, load);
}

/** Venues and treatments whose names match what was typed, near the city when one is given. */
export function suggest(
  api: BookingApi,
  text: string,
  city: string | undefined,
): Promise<UpstreamSuggestions> {
  return api.call(() =>
    api.client.GET('/network/suggest', {
      params: { header: api.header, query: { s: text, ...(city ? { d: city } : {}) } },
    }),
  );
}
