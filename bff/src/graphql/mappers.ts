// GraphQL types backed directly by upstream REST shapes (codegen mappers): field resolvers rename
// and derive from these, so no intermediate model is written by hand.
import type {
  UpstreamCity,
  UpstreamCustomer,
  UpstreamRouteRedirect,
  UpstreamSearchResults,
  UpstreamSuggestions,
} from '../upstream/bookingApi.js';

export type CityMapper = UpstreamCity;
export type SuggestionsMapper = UpstreamSuggestions;
export type BranchSuggestionMapper = UpstreamSuggestions['branches'][number];
export type CategorySuggestionMapper = UpstreamSuggestions['categories'][number];
export type ViewerMapper = UpstreamCustomer;
export type SearchResultsMapper = UpstreamSearchResults;
export type SearchResultMapper = UpstreamSearchResults['items'][number];
export type SearchResultServiceMapper = SearchResultMapper['services'][number];
export type RouteRedirectMapper = UpstreamRouteRedirect;
