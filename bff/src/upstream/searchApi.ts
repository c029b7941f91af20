// The search area's upstream calls beyond the search itself (bookingApi.ts): facets.
import type { BookingApi } from './bookingApi.js';
import type { components } from './__generated__/api.js';

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
