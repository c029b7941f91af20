import { describe, expect, it } from 'vitest';
import { treatmentFacet as treatment } from '../../components/testing/facets';
import type { LoaderFunctionArgs } from 'react-router';
import { loader, searchInput, shownFacets } from './searchLoader';
import { parseSearchState } from './searchState';

const facets = {
  __typename: 'SearchFacets' as const,
  treatment: null,
  broaderTreatment: null,
  area: null,
  treatments: [],
  areas: [],
  cities: [],
  city: {
    __typename: 'CityFacet' as const,
    venueCount: 13,
    city: {
      __typename: 'City' as const,
      value: 'beograd',
      title: 'Belgrade',
      latitude: 44.82,
      longitude: 20.46,
    },
  },
};

describe('searchInput', () => {
  it('turns the URL state into the GraphQL search: minor units, the day and sort by name', () => {
    const state = parseSearchState(
      new URL(
        'https://t.test/en/bt/hair/in/beograd?min=1500&max=3000&rating=4&day=tomorrow&km=5&sort=distance&page=2',
      ),
      { type: 'hair', article: 'in', city: 'beograd' },
    );
    // The city's centre and the local date are bff's to find (graphql/searchQuery.ts).
    expect(searchInput(state)).toEqual({
      category: 'hair',
      text: null,
      city: 'beograd',
      area: null,
      priceMin: 150000,
      priceMax: 300000,
      ratingMin: 4,
      date: null,
      day: 'TOMORROW',
      radiusKm: 5,
      sort: 'DISTANCE',
      page: 2,
      pageSize: 12,
    });
  });

  it('sends a date as it is, and the defaults when nothing is filtered', () => {
    const state = parseSearchState(new URL('https://t.test/en/search?s=nails&date=2026-12-01'), {});
    expect(searchInput(state)).toMatchObject({
      text: 'nails',
      city: null,
      date: '2026-12-01',
      day: null,
      radiusKm: null,
      sort: 'RELEVANCE',
      page: 1,
    });
  });
});

describe('shownFacets', () => {
  const treatments = [
    treatment('hair', null),
    treatment('nails', null),
    treatment('haircut', 'hair'),
    treatment('coloring', 'hair'),
    treatment('manicure', 'nails'),
  ];
  const shown = (url: string, params = {}, broader: string | null = null) =>
    shownFacets(parseSearchState(new URL(url), params), {
      ...facets,
      treatments,
      broaderTreatment: broader === null ? null : treatment(broader, null),
    }).treatments.map((t) => t.slug);

  it('keeps the top-level treatments without a category', () => {
    expect(shown('https://t.test/en/search?s=salon')).toEqual(['hair', 'nails']);
  });

  it("keeps the category's treatments, or its broader treatment's, beside the top level", () => {
    expect(shown('https://t.test/en/bt/hair', { type: 'hair' })).toEqual([
      'hair',
      'nails',
      'haircut',
      'coloring',
    ]);
    expect(shown('https://t.test/en/bt/manicure', { type: 'manicure' }, 'nails')).toEqual([
      'hair',
      'nails',
      'manicure',
    ]);
  });
});

describe('loader', () => {
  it('moves a listing whose city is only in ?c= to its one address, the city in the path', async () => {
    const request = new Request('https://t.test/sr-RS/bt/hair?c=nis&sort=rating&page=2');
    const answer = await loader({
      request,
      params: { locale: 'sr-RS', type: 'hair' },
      context: {},
    } as unknown as LoaderFunctionArgs).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('location')).toBe(
      '/sr-RS/bt/hair/u/nis?sort=rating&page=2',
    );
  });
});
