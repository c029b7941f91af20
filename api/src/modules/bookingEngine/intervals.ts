// Free start times of a branch for chosen services: what the booking flow's calendar offers
// (GET /book/branches/{id}/intervals) and where a booked order could move to (its own time free).
import { ApiError, notFound } from '../../http/errors.js';
import { addDays, localTimeOf } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';
import type { Queryable } from '../../kernel/transactions.js';
import type { Intervals } from './availabilitySchemas.js';
import {
  type BranchRow,
  calendarForAll,
  chainSchedules,
  chainSteps,
  loadBookingContext,
} from './bookingContext.js';
import type { MasterCalendar } from './slots.js';
import { computeSlots } from './slots.js';

export interface IntervalsRequest {
  serviceIds: readonly number[];
  /**
   * A master id, or 'any': every master who performs all the services, and where none of them is
   * free, the services back to back by masters who do each (chain.ts).
   */
  master: number | 'any';
  /** The first local date; default today in the branch's zone. */
  from?: string | undefined;
  days: number;
  /** An order whose own time is not busy (a move may overlap where it is now). */
  exceptOrderId?: number;
}

export async function branchIntervals(
  db: Queryable,
  branch: BranchRow,
  request: IntervalsRequest,
  now: Date,
): Promise<Intervals> {
  const { serviceIds, master, days } = request;
  const from = request.from ?? localTimeOf(now, branch.timeZone).date;
  const busyFrom = zonedInstant(addDays(from, -1), 0, branch.timeZone);
  const busyTo = zonedInstant(addDays(from, days + 1), 0, branch.timeZone);
  const context = await loadBookingContext(
    db,
    branch,
    serviceIds,
    busyFrom,
    busyTo,
    request.exceptOrderId,
  );
  if (context.services.length !== serviceIds.length)
    throw notFound('A service is not on this branch’s menu');
  const eligible = context.masters
    .filter((m) => master === 'any' || m.id === master)
    .map((offer) => ({ offer, calendar: calendarForAll(offer, serviceIds) }))
    .filter((m): m is { offer: typeof m.offer; calendar: MasterCalendar } => !!m.calendar);
  if (master !== 'any' && eligible.length === 0)
    throw new ApiError(404, 'NOT_FOUND', `Master ${master} does not perform these services`);
  // "Any": where nobody free does everything, the services back to back by those who do each.
  const chain =
    master === 'any'
      ? {
          steps: chainSteps(
            context,
            serviceIds.map((serviceId) => ({ serviceId, masterId: null })),
          ),
          schedules: chainSchedules(context),
        }
      : undefined;
  const slots = computeSlots(
    context.calendar,
    eligible.map((m) => m.calendar),
    from,
    days,
    now,
    chain,
  );
  const nameOf = new Map(context.masters.map((offer) => [offer.id, offer.name]));
  return {
    branchId: branch.id,
    timeZone: branch.timeZone,
    currency: branch.currency,
    slotStepMinutes: branch.slotStepMinutes,
    serviceIds: [...serviceIds],
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
        ...(slot.parts && {
          parts: slot.parts.map((part) => ({
            serviceId: part.serviceId,
            masterId: part.masterId,
            masterName: nameOf.get(part.masterId)!,
            startsAt: part.startsAt.toISOString(),
            endsAt: part.endsAt.toISOString(),
            price: part.price,
          })),
        }),
      })),
    })),
  };
}
