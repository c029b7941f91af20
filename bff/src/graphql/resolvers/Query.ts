import { projectCountry } from '../../upstream/countriesApi.js';
import { currentCustomer } from '../../upstream/profileApi.js';
import { routeRedirect, type UpstreamRouteRedirect } from '../../upstream/routeRulesApi.js';
import { searchFacets, searchVenues, suggest } from '../../upstream/searchApi.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type RouteRedirectMapper = UpstreamRouteRedirect;

/** Longest suggestion text accepted; longer input is cut rather than refused. */
const maxSuggestionText = 100;

export const Query: QueryResolvers = {
  cities: async (_parent, _args, { api }) => (await projectCountry(api)).cities,

  viewer: async (_parent, _args, { api, session }) =>
    session.loggedIn ? currentCustomer(api) : null,

  routeRedirect: (_parent, { path }, { api }) => routeRedirect(api, path),

  search: (_parent, { input }, { api }) =>
    searchVenues(api, {
      category: input.category ?? undefined,
      q: input.text ?? undefined,
      city: input.city ?? undefined,
      area: input.area ?? undefined,
      priceMin: input.priceMin ?? undefined,
      priceMax: input.priceMax ?? undefined,
      ratingMin: input.ratingMin ?? undefined,
      date: input.date ?? undefined,
      lat: input.latitude ?? undefined,
      lng: input.longitude ?? undefined,
      radiusKm: input.radiusKm ?? undefined,
      sort: (input.sort ?? 'RELEVANCE').toLowerCase() as
        'relevance' | 'rating' | 'price' | 'distance',
      page: input.page ?? 1,
      pageSize: input.pageSize ?? 20,
    }),

  searchFacets: (_parent, { category, city, area }, { api }) =>
    searchFacets(api, {
      ...(category ? { category } : {}),
      ...(city ? { city } : {}),
      ...(area && city ? { area } : {}),
    }),

  suggestions: async (_parent, { text, city }, { api }) => {
    // spec §5: suggestions only for non-empty text, lowercased before it is sent.
    const normalized = text.trim().toLowerCase().slice(0, maxSuggestionText);
    if (normalized === '') return { branches: [], categories: [] };
    return suggest(api, normalized, city ?? undefined);
  },
};
