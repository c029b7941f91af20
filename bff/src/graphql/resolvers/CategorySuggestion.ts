import type { CategorySuggestionResolvers } from '../__generated__/resolvers-types.js';

export const CategorySuggestion: CategorySuggestionResolvers = {
  node: (category) => (category.node === 'branch' ? 'BRANCH' : 'CATEGORY'),
};
