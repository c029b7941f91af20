import type {
  SearchResultResolvers,
  SearchResultServiceResolvers,
  SearchResultsResolvers,
} from '../__generated__/resolvers-types.js';

export const SearchResults: SearchResultsResolvers = {
  pageCount: (results) => Math.ceil(results.total / results.pageSize),
};

export const SearchResult: SearchResultResolvers = {
  location: (result) => ({ latitude: result.location.lat, longitude: result.location.lng }),
  minPrice: (result) =>
    result.minPrice === null ? null : { amount: result.minPrice, currency: result.currency },
};

export const SearchResultService: SearchResultServiceResolvers = {
  price: (service) => ({ amount: service.price, currency: service.currency }),
};
