import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isRoutePrefix, languageOf } from '../../app/locale';
import type {
  SearchDay,
  SearchInput,
  SearchPageQuery as SearchPageData,
  SearchSort,
} from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { SearchPageQuery } from './queries';
import {
  pageSize,
  parseSearchState,
  searchHref,
  type SearchSortName,
  type SearchState,
} from './searchState';

type FacetData = SearchPageData['searchFacets'];

const sorts: Record<SearchSortName, SearchSort> = {
  relevance: 'RELEVANCE',
  rating: 'RATING',
  price: 'PRICE',
  distance: 'DISTANCE',
};
const days: Record<NonNullable<SearchState['filters']['day']>, SearchDay> = {
  today: 'TODAY',
  tomorrow: 'TOMORROW',
};

/**
 * The GraphQL input of a search state. bff measures distances from the city's centre and turns a
 * day into the date in the city's time zone (without a city there is no point, so no distance
 * sort and no radius), so the input needs nothing the facets answer.
 */
export function searchInput(state: SearchState): SearchInput {
  const { filters } = state;
  return {
    category: state.category ?? null,
    text: state.text ?? null,
    city: state.city ?? null,
    area: state.area ?? null,
    priceMin: filters.priceMin === undefined ? null : Math.round(filters.priceMin * 100),
    priceMax: filters.priceMax === undefined ? null : Math.round(filters.priceMax * 100),
    ratingMin: filters.rating ?? null,
    date: filters.date ?? null,
    day: filters.day ? days[filters.day] : null,
    radiusKm: filters.km ?? null,
    sort: sorts[state.sort],
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
 * city or area is a 404) and one page of results (a page past the last one is a 404 too), in one
 * operation.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const state = parseSearchState(new URL(request.url), params);
  // /bt/hair?c=nis is the listing /bt/hair/in/nis: one address for it (issue 45, duplicates), as
  // the site's own links already write it (searchHref).
  if (state.kind !== 'search' && state.city && !state.article && isRoutePrefix(params.locale)) {
    throw redirect(searchHref(params.locale, languageOf(params.locale), state), 301);
  }
  const { searchFacets: facets, search: results } = await loadPageQuery(
    context,
    request,
    SearchPageQuery,
    {
      category: state.category ?? null,
      city: state.city ?? null,
      area: state.area ?? null,
      input: searchInput(state),
    },
    { found: (data) => data.search.page === 1 || data.search.items.length > 0 },
  );
  return { state, facets: shownFacets(state, facets), results };
}

export type SearchLoaderData = Awaited<ReturnType<typeof loader>>;
