import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { branchIdFromSlug } from '../../text/slug.js';
import { findBranch } from './bookingContext.js';
import { branchIntervals } from './intervals.js';
import {
  IntervalDay,
  IntervalMaster,
  Intervals,
  IntervalSlot,
  IntervalSlotPart,
  IntervalsParams,
  IntervalsQuery,
} from './availabilitySchemas.js';

export const availabilityRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.addSchema(IntervalSlotPart);
  app.addSchema(IntervalSlot);
  app.addSchema(IntervalDay);
  app.addSchema(IntervalMaster);
  app.addSchema(Intervals);

  app.get(
    '/book/branches/:id/intervals',
    {
      schema: {
        operationId: 'getBranchIntervals',
        tags: ['availability'],
        summary: 'Free start times per local date for chosen services',
        headers: CallerHeaders,
        params: IntervalsParams,
        querystring: IntervalsQuery,
        response: {
          200: ref(Intervals, 'Free starts per day, each naming the masters free then.'),
          404: ref(ErrorBody, 'No such branch, a service not on its menu, or no such master.'),
          ...commonErrorResponses,
        },
      },
    },
    async (request): Promise<Intervals> => {
      const id = branchIdFromSlug(request.params.id);
      const branch =
        id === undefined
          ? undefined
          : await findBranch(db, request.headers['x-project-country'], id);
      if (!branch) throw notFound(`Unknown branch ${request.params.id}`);
      const serviceIds = [...new Set(request.query.services.split(',').map(Number))];
      const master = request.query.master ?? 'any';
      return branchIntervals(
        db,
        branch,
        {
          serviceIds,
          master: master === 'any' ? master : Number(master),
          from: request.query.from,
          days: request.query.days ?? 7,
        },
        new Date(),
      );
    },
  );
};
