import type { LoaderFunctionArgs } from 'react-router';
import type { SearchFacetsQuery as Facets, SearchInput } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { SearchFacetsQuery, SearchResultsQuery } from './queries';
import { localDate, pageSize, parseSearchState, type SearchState } from './searchState';

type FacetData = Facets['searchFacets'];

/** The GraphQL input of a search state; the city's centre and time zone come from the facets. */
export function searchInput(state: SearchState, facets: FacetData, now = new Date()): SearchInput {
  const { filters } = state;
  const city = facets.city;
  const timeZone = city?.timeZone ?? facets.cities[0]?.timeZone ?? 'Europe/Belgrade';
  const date =
    filters.date ??
    (filters.day ? localDate(timeZone, filters.day === 'tomorrow' ? 1 : 0, now) : undefined);
  const point = city ? { latitude: city.city.latitude, longitude: city.city.longitude } : undefined;
  return {
    category: state.category ?? null,
    text: state.text ?? null,
    city: state.city ?? null,
    area: state.area ?? null,
    priceMin: filters.priceMin === undefined ? null : Math.round(filters.priceMin * 100),
    priceMax: filters.priceMax === undefined ? null : Math.round(filters.priceMax * 100),
    ratingMin: filters.rating ?? null,
    date: date ?? null,
    // Distances (shown, sorted, filtered) are from the city centre.
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    radiusKm: point && filters.km ? filters.km : null,
    sort: state.sort === 'distance' && !point ? 'RELEVANCE' : (state.sort.toUpperCase() as never),
    page: state.page,
    pageSize,
  };
}

/**
 * The facets as the page shows them. Of the treatments: the top-level ones (the chips without a
 * category, the popular ones when nothing is found) and those under the category or its broader
 * treatment (the chips with one). The page's data travels in its HTML: the other treatments of
 * the list were about a third of a search page's state, and never shown.
 */
export function shownFacets(state: SearchState, facets: FacetData): FacetData {
  const parent = facets.broaderTreatment?.slug ?? state.category;
  return {
    ...facets,
    treatments: facets.treatments.filter(
      (treatment) =>
        treatment.parentSlug === null || (parent !== undefined && treatment.parentSlug === parent),
    ),
  };
}

/**
 * Search pages (spec §2 hubSearch, /bt/, /st/): the names of what is asked (an unknown treatment,
 * city or area is a 404), then one page of results (a page past the last one is a 404 too).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const state = parseSearchState(new URL(request.url), params);
  const facets = (
    await loadPageQuery(context, request, SearchFacetsQuery, {
      category: state.category ?? null,
      city: state.city ?? null,
      area: state.area ?? null,
    })
  ).searchFacets;
  const input = searchInput(state, facets);
  const results = (
    await loadPageQuery(
      context,
      request,
      SearchResultsQuery,
      { input },
      { found: (data) => data.search.page === 1 || data.search.items.length > 0 },
    )
  ).search;
  return { state, facets: shownFacets(state, facets), results };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loader>>;
