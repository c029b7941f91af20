import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import type { CountryCode } from '../../db/schema/index.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { branchIdFromSlug } from '../../text/slug.js';
import {
  branchMasters,
  findBranchPage,
  branchReviews,
  branchServices,
  findBranch,
  generalOf,
} from './branchQueries.js';
import {
  Branch,
  BranchCategory,
  BranchClosure,
  BranchGeneral,
  BranchMaster,
  BranchMasters,
  BranchParams,
  BranchPhoto,
  BranchReview,
  BranchReviews,
  BranchService,
  BranchServices,
  OpeningDay,
  RatingBreakdown,
  ReviewsQuery,
  ServiceGroup,
} from './branchSchemas.js';

const notFoundResponse = ref(ErrorBody, 'No such branch in the project country (NOT_FOUND).');

export const branchRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const schema of [
    RatingBreakdown,
    BranchPhoto,
    BranchGeneral,
    OpeningDay,
    BranchClosure,
    BranchCategory,
    Branch,
    BranchService,
    ServiceGroup,
    BranchServices,
    BranchMaster,
    BranchMasters,
    BranchReview,
    BranchReviews,
  ])
    app.addSchema(schema);

  /** The branch an id or slug names in the country; 404 otherwise. */
  const branchOf = async (country: CountryCode, idOrSlug: string) => {
    const id = branchIdFromSlug(idOrSlug);
    const found = id === undefined ? undefined : await findBranch(db, country, id);
    if (!found) throw notFound(`Unknown branch ${idOrSlug} in ${country}`);
    return found;
  };

  app.get(
    '/book/branch/:id/general',
    {
      schema: {
        operationId: 'getBranchGeneral',
        tags: ['branches'],
        summary: 'Booking settings of a branch, read before booking (spec §3, §7)',
        headers: CallerHeaders,
        params: BranchParams,
        response: {
          200: ref(BranchGeneral, 'The settings; web caches them per branch id.'),
          404: notFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country } = callerFrom(request.headers);
      return generalOf(await branchOf(country, request.params.id));
    },
  );

  app.get(
    '/branches/:id',
    {
      schema: {
        operationId: 'getBranch',
        tags: ['branches'],
        summary: 'The company page of a branch',
        headers: CallerHeaders,
        params: BranchParams,
        response: {
          200: ref(
            Branch,
            "The branch with hours, rating and treatments, in the request's language.",
          ),
          404: notFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const { id } = request.params;
      const branchId = branchIdFromSlug(id);
      const page =
        branchId === undefined
          ? undefined
          : await findBranchPage(db, country, branchId, language, new Date());
      if (!page) throw notFound(`Unknown branch ${id} in ${country}`);
      return page;
    },
  );

  app.get(
    '/branches/:id/services',
    {
      schema: {
        operationId: 'getBranchServices',
        tags: ['branches'],
        summary: 'The price list of a branch, grouped by treatment',
        headers: CallerHeaders,
        params: BranchParams,
        response: {
          200: ref(BranchServices, 'Active services; prices in minor units.'),
          404: notFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const { branch } = await branchOf(country, request.params.id);
      return branchServices(db, branch.id, language);
    },
  );

  app.get(
    '/branches/:id/masters',
    {
      schema: {
        operationId: 'getBranchMasters',
        tags: ['branches'],
        summary: 'The team of a branch and what each member performs',
        headers: CallerHeaders,
        params: BranchParams,
        response: {
          200: ref(BranchMasters, 'Active masters in team order.'),
          404: notFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const { branch } = await branchOf(country, request.params.id);
      return branchMasters(db, branch.id, language);
    },
  );

  app.get(
    '/branches/:id/reviews',
    {
      schema: {
        operationId: 'getBranchReviews',
        tags: ['branches'],
        summary: 'Reviews of a branch, a page at a time',
        headers: CallerHeaders,
        params: BranchParams,
        querystring: ReviewsQuery,
        response: {
          200: ref(BranchReviews, 'One page of reviews with the total and the star breakdown.'),
          404: notFoundResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country } = callerFrom(request.headers);
      const found = await branchOf(country, request.params.id);
      return branchReviews(db, found, request.query);
    },
  );
};
