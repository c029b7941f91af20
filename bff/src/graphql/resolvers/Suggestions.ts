import type {
  BranchSuggestionResolvers,
  CategorySuggestionResolvers,
} from '../__generated__/resolvers-types.js';
import type { UpstreamSuggestions } from '../../upstream/searchApi.js';

export type SuggestionsMapper = UpstreamSuggestions;
export type BranchSuggestionMapper = UpstreamSuggestions['branches'][number];
export type CategorySuggestionMapper = UpstreamSuggestions['categories'][number];

export const BranchSuggestion: BranchSuggestionResolvers = {
  address: (branch) => branch.mapAddress?.title ?? null,
};

export const CategorySuggestion: CategorySuggestionResolvers = {
  node: (category) => (category.node === 'branch' ? 'BRANCH' : 'CATEGORY'),
};
