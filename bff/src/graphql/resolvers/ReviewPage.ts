import type { ReviewPageResolvers } from '../__generated__/resolvers-types.js';
import { starCounts } from './Branch.js';
import type { UpstreamBranchReviews } from '../../upstream/branchesApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type ReviewPageMapper = UpstreamBranchReviews;

export const ReviewPage: ReviewPageResolvers = {
  pageCount: (reviews) => Math.max(1, Math.ceil(reviews.total / reviews.pageSize)),
  ratingBreakdown: (reviews) => starCounts(reviews.ratingBreakdown),
};
