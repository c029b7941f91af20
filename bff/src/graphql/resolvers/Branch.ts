import type {
  BranchGeneralResolvers,
  BranchResolvers,
  BranchTreatmentResolvers,
  InterfaceMode,
  QueryResolvers,
  RatingStarCount,
  ReviewSort,
} from '../__generated__/resolvers-types.js';
import {
  loadBranch,
  loadBranchGeneral,
  loadBranchMasters,
  loadBranchReviews,
  loadBranchServices,
  loadServiceGroups,
  requireBranchGeneral,
  type UpstreamBranch,
  type UpstreamBranchCategory,
  type UpstreamBranchGeneral,
  type UpstreamRatingBreakdown,
  type UpstreamReviewSort,
} from '../../upstream/branchesApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type BranchMapper = UpstreamBranch;
export type BranchGeneralMapper = UpstreamBranchGeneral;
export type BranchTreatmentMapper = UpstreamBranchCategory;

/** The api's reviews page size limit (api branchSchemas reviewPageSizeMax). */
const maxReviewPageSize = 50;

const interfaceModes: Record<UpstreamBranchGeneral['interfaceMode'], InterfaceMode> = {
  'online_booking.single': 'SINGLE',
  'online_booking.group': 'GROUP',
  'online_booking.multi': 'MULTI',
};

/** The star breakdown as a list, 5 stars first (GraphQL has no numeric keys). */
export function starCounts(breakdown: UpstreamRatingBreakdown): RatingStarCount[] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: breakdown[stars] }));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `branch(id)` and `branchGeneral(id)`: a slug or an id; null when the country has none. */
export const Query: Pick<QueryResolvers, 'branch' | 'branchGeneral' | 'bookingUnavailable'> = {
  branch: (_parent, { id }, { api }) => loadBranch(api, id),
  branchGeneral: (_parent, { id }, { api }) => loadBranchGeneral(api, id),
  bookingUnavailable: async (_parent, _args, { api }) => !(await api.upstreamReady()),
};

export const Branch: BranchResolvers = {
  about: (branch) => branch.description,
  coordinates: (branch) => ({ latitude: branch.lat, longitude: branch.lng }),
  interfaceMode: (branch) => interfaceModes[branch.interfaceMode],
  general: (branch, _args, { api }) => requireBranchGeneral(api, branch.id),
  cancellationWindowMinutes: async (branch, _args, { api }) =>
    (await requireBranchGeneral(api, branch.id)).cancellationWindowMinutes,
  ratingBreakdown: (branch) => starCounts(branch.ratingBreakdown),
  treatments: (branch) => branch.categories,
  services: (branch, _args, { api }) => loadServiceGroups(api, branch.id),
  service: async (branch, { id }, { api }) =>
    (await loadBranchServices(api, branch.id)).find((service) => service.id === id) ?? null,
  masters: (branch, _args, { api }) => loadBranchMasters(api, branch.id),
  master: async (branch, { id }, { api }) =>
    (await loadBranchMasters(api, branch.id)).find((master) => master.id === id) ?? null,
  reviews: (branch, { page, pageSize, sort }, { api }) =>
    loadBranchReviews(api, branch.id, {
      // Out-of-range paging is clamped rather than refused: a hand-edited ?page= still renders.
      page: clamp(page ?? 1, 1, 100_000),
      pageSize: clamp(pageSize ?? 10, 1, maxReviewPageSize),
      sort: (sort ?? 'NEWEST').toLowerCase() as Lowercase<ReviewSort> & UpstreamReviewSort,
    }),
};

export const BranchGeneral: BranchGeneralResolvers = {
  name: (general) => general.title,
  interfaceMode: (general) => interfaceModes[general.interfaceMode],
};

export const BranchTreatment: BranchTreatmentResolvers = {
  groupSlug: (treatment) => treatment.group.slug,
  groupTitle: (treatment) => treatment.group.title,
};
