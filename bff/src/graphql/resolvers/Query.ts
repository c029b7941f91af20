import { projectCountry } from '../../upstream/countriesApi.js';
import { currentCustomer } from '../../upstream/profileApi.js';
import { routeRedirect, type UpstreamRouteRedirect } from '../../upstream/routeRulesApi.js';
import { searchFacets, searchVenues, suggest } from '../../upstream/searchApi.js';
import { needsCities, upstreamSearchQuery } from '../searchQuery.js';
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

  search: async (_parent, { input }, { api }) => {
    const cities = needsCities(input) ? (await projectCountry(api)).cities : [];
    return searchVenues(api, upstreamSearchQuery(input, cities));
  },

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
