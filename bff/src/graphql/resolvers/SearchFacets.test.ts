import { describe, expect, it } from 'vitest';
import type { UpstreamSearchFacets } from '../../upstream/searchApi.js';
import { AreaFacet, CityFacet, SearchFacets, TreatmentFacet } from './SearchFacets.js';

const call = <T>(resolver: unknown, parent: unknown): T =>
  (resolver as (parent: unknown, args: object, context: object, info: object) => T)(
    parent,
    {},
    {},
    {},
  );

const manicure = { slug: 'manicure', title: 'Manicure', parent: 'nails', venueCount: 3 };
const nails = { slug: 'nails', title: 'Nails', parent: null, venueCount: 5 };
const beograd = {
  value: 'beograd',
  title: 'Belgrade',
  lat: 44.82,
  lng: 20.46,
  timeZone: 'Europe/Belgrade',
  venueCount: 9,
};
const facets: UpstreamSearchFacets = {
  category: manicure,
  parentCategory: nails,
  city: beograd,
  area: { slug: 'vracar', title: 'Vračar', venueCount: 2 },
  categories: [nails, manicure],
  cities: [beograd],
  areas: [{ slug: 'vracar', title: 'Vračar', venueCount: 2 }],
};

describe('SearchFacets resolvers', () => {
  it('rename the upstream fields into the GraphQL ones', () => {
    expect(call(SearchFacets.treatment, facets)).toBe(manicure);
    expect(call(SearchFacets.broaderTreatment, facets)).toBe(nails);
    expect(call(SearchFacets.treatments, facets)).toEqual([nails, manicure]);
    expect(call(TreatmentFacet.parentSlug, manicure)).toBe('nails');
    expect(call(TreatmentFacet.parentSlug, nails)).toBeNull();
  });

  it('make a facet city its own City and a facet area a Place', () => {
    expect(call(CityFacet.city, beograd)).toBe(beograd);
    expect(call(AreaFacet.area, facets.area)).toEqual({ slug: 'vracar', title: 'Vračar' });
  });
});
