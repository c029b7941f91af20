import type {
  SearchResultResolvers,
  SearchResultServiceResolvers,
  SearchResultsResolvers,
} from '../__generated__/resolvers-types.js';
import type { UpstreamSearchResults } from '../../upstream/searchApi.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type SearchResultsMapper = UpstreamSearchResults;
export type SearchResultMapper = UpstreamSearchResults['items'][number];
export type SearchResultServiceMapper = SearchResultMapper['services'][number];

export const SearchResults: SearchResultsResolvers = {
  pageCount: (results) => Math.ceil(results.total / results.pageSize),
};

export const SearchResult: SearchResultResolvers = {
  location: (result) => ({ latitude: result.location.lat, longitude: result.location.lng }),
  minPrice: (result) => (result.minPrice === null ? null : money(result.minPrice, result.currency)),
};

export const SearchResultService: SearchResultServiceResolvers = {
  price: (service) => money(service.price, service.currency),
};
