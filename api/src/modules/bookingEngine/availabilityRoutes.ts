import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders } from '../../http/caller.js';
import { ApiError, notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { branchIdFromSlug } from '../../text/slug.js';
import { calendarForAll, findBranch, loadBookingContext } from './bookingContext.js';
import {
  IntervalDay,
  IntervalMaster,
  Intervals,
  IntervalSlot,
  IntervalsParams,
  IntervalsQuery,
} from './availabilitySchemas.js';
import { addDays, localTimeOf, zonedInstant } from '../../kernel/zonedTime.js';
import type { MasterCalendar } from './slots.js';
import { computeSlots } from './slots.js';

export const availabilityRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
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
      const days = request.query.days ?? 7;
      const now = new Date();
      const from = request.query.from ?? localTimeOf(now, branch.timeZone).date;
      const busyFrom = zonedInstant(addDays(from, -1), 0, branch.timeZone);
      const busyTo = zonedInstant(addDays(from, days + 1), 0, branch.timeZone);
      const context = await loadBookingContext(db, branch, serviceIds, busyFrom, busyTo);
      if (context.services.length !== serviceIds.length)
        throw notFound('A service is not on this branch’s menu');
      const eligible = context.masters
        .filter((m) => master === 'any' || m.id === Number(master))
        .map((offer) => ({ offer, calendar: calendarForAll(offer, serviceIds) }))
        .filter((m): m is { offer: typeof m.offer; calendar: MasterCalendar } => !!m.calendar);
      if (master !== 'any' && eligible.length === 0)
        throw new ApiError(404, 'NOT_FOUND', `Master ${master} does not perform these services`);
      const slots = computeSlots(
        context.calendar,
        eligible.map((m) => m.calendar),
        from,
        days,
        now,
      );
      return {
        branchId: branch.id,
        timeZone: branch.timeZone,
        currency: branch.currency,
        slotStepMinutes: branch.slotStepMinutes,
        serviceIds,
        masters: eligible.map(({ offer, calendar }) => ({
          id: offer.id,
          name: offer.name,
          durationMinutes: calendar.durationMinutes,
          price: serviceIds.reduce((sum, s) => sum + offer.services.get(s)!.price, 0),
        })),
        days: slots.map((day) => ({
          date: day.date,
          slots: day.slots.map((slot) => ({
            time: slot.time,
            startsAt: slot.startsAt.toISOString(),
            masterIds: slot.masterIds,
          })),
        })),
      };
    },
  );
};
