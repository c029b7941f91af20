import type { Resolvers } from '../__generated__/resolvers-types.js';
import { BranchSuggestion } from './BranchSuggestion.js';
import { CategorySuggestion } from './CategorySuggestion.js';
import { City } from './City.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { SearchResult, SearchResultService, SearchResults } from './SearchResults.js';
import { Viewer } from './Viewer.js';

// One resolver file per GraphQL type; typed against the generated Resolvers map, so a type
// missing here or a wrong field fails typecheck.
export const resolvers: Resolvers = {
  Query,
  Mutation,
  City,
  BranchSuggestion,
  CategorySuggestion,
  Viewer,
  SearchResults,
  SearchResult,
  SearchResultService,
};
