// GraphQL types backed directly by upstream REST shapes (codegen mappers): field resolvers rename
// and derive from these, so no intermediate model is written by hand.
import type {
  UpstreamCity,
  UpstreamCustomer,
  UpstreamSuggestions,
} from '../upstream/bookingApi.js';

export type CityMapper = UpstreamCity;
export type SuggestionsMapper = UpstreamSuggestions;
export type BranchSuggestionMapper = UpstreamSuggestions['branches'][number];
export type CategorySuggestionMapper = UpstreamSuggestions['categories'][number];
export type ViewerMapper = UpstreamCustomer;
