import type { ReviewPageResolvers } from '../__generated__/resolvers-types.js';
import { starCounts } from './Branch.js';

export const ReviewPage: ReviewPageResolvers = {
  pageCount: (reviews) => Math.max(1, Math.ceil(reviews.total / reviews.pageSize)),
  ratingBreakdown: (reviews) => starCounts(reviews.ratingBreakdown),
};
