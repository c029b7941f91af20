import type { BranchSuggestionResolvers } from '../__generated__/resolvers-types.js';

export const BranchSuggestion: BranchSuggestionResolvers = {
  address: (branch) => branch.mapAddress?.title ?? null,
};
