// Planning an order: which master does each item, when, at what price. The same plan prices the
// checkout's quote and books the order, so the price a customer confirms is the price booked.
import type { Caller } from '../../http/caller.js';
import { ApiError, notFound } from '../../http/errors.js';
import { isCalendarDate } from '../../http/inputSchemas.js';
import type { InputMessage } from '../../i18n/inputMessages.js';
import { inputMessage } from '../../i18n/inputMessages.js';
import type { Language } from '../../i18n/language.js';
import type { BookingContext, BranchRow } from '../bookingEngine/bookingContext.js';
import {
  chainSchedules,
  chainSteps,
  findBranch,
  loadBookingContext,
} from '../bookingEngine/bookingContext.js';
import { bestChain } from '../bookingEngine/chain.js';
import { localTimeOf } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';
import {
  bookableDates,
  chainParts,
  dayView,
  isOnSlotGrid,
  takerAt,
} from '../bookingEngine/slots.js';
import type { CreateOrderBody } from './orderSchemas.js';
import type { Queryable } from '../../kernel/transactions.js';

export const slotTaken = () =>
  new ApiError(409, 'SLOT_TAKEN', 'The chosen time was just taken; pick another one');
const slotUnavailable = (message: string) => new ApiError(422, 'SLOT_UNAVAILABLE', message);
const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

/** A refusal of the order's start, at the field, in the caller's language. */
const invalidStart = (key: InputMessage, language: Language, params = {}) => {
  const message = inputMessage(key, language, params);
  return new ApiError(400, 'VALIDATION', `body/start ${message}`, [
    { location: 'body', field: 'start', message },
  ]);
};

/**
 * The start as an instant: with an offset as given, without one in the branch's zone. The schema
 * lets only real clock times through (00:00–23:59); the date must be one the calendar has, since
 * Date would silently move 2026-02-30 to March.
 */
export function startInstant(start: string, timeZone: string, language: Language): Date {
  if (!isCalendarDate(start.slice(0, 10))) throw invalidStart('notCalendarDate', language);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(start)) {
    const instant = new Date(start);
    if (Number.isNaN(instant.getTime())) throw badRequest('start is not a valid instant');
    return instant;
  }
  const date = start.slice(0, 10);
  const minute = Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16));
  // Seconds keep the start off the grid (refused later), not rounded onto it.
  const milliseconds = Math.round(Number(start.slice(17) || 0) * 1000);
  const instant = new Date(zonedInstant(date, minute, timeZone).getTime() + milliseconds);
  const shown = localTimeOf(instant, timeZone);
  if (shown.date !== date || shown.minute !== minute)
    throw slotUnavailable('That local time does not exist in the branch’s time zone');
  return instant;
}

export const minute = 60_000;

/** Online cancellation (and moving) closes the branch's window before the start. */
export const cancellableUntil = (branch: BranchRow, startsAt: Date) =>
  new Date(startsAt.getTime() - branch.cancellationWindowMinutes * minute);

/** The price changed since the customer saw it (their quote): nothing is booked. */
export const priceChanged = (total: number, currency: string) =>
  new ApiError(
    409,
    'PRICE_CHANGED',
    `The price changed since the quote: the total is now ${total / 100} ${currency}`,
  );

/** What an order is planned from: the branch, the items and the start. */
export type OrderRequest = Pick<CreateOrderBody, 'branchId' | 'items' | 'start'>;

export interface OrderPlan {
  branch: BranchRow;
  startsAt: Date;
  planned: PlannedItem[];
  /** The sum of the items' prices, minor units. */
  total: number;
  /** How many masters the branch has for these services (the most "any" can try). */
  masterCount: number;
}

/**
 * Plans the order as it would be booked now: the branch books individual services, the start is
 * on its slot grid inside its notice and horizon, and every item has a master free then (the one
 * asked for, or the first free one for "any") at that master's price.
 */
export async function planOrder(
  db: Queryable,
  request: OrderRequest,
  caller: Caller,
  now: Date,
): Promise<OrderPlan> {
  const { country, language } = caller;
  const branch = await findBranch(db, country, request.branchId);
  if (!branch) throw notFound(`Unknown branch ${request.branchId}`);
  // A group venue's individual services (a private class) book like any others (issue 42).
  const startsAt = startInstant(request.start, branch.timeZone, language);
  if (startsAt.getTime() < now.getTime() + branch.minNoticeMinutes * minute)
    throw slotUnavailable(`Book at least ${branch.minNoticeMinutes} minutes ahead`);
  const { last } = bookableDates(
    {
      timeZone: branch.timeZone,
      slotStepMinutes: branch.slotStepMinutes,
      minNoticeMinutes: branch.minNoticeMinutes,
      bookingHorizonDays: branch.bookingHorizonDays,
      openingHours: new Map(),
      closures: [],
    },
    now,
  );
  if (localTimeOf(startsAt, branch.timeZone).date > last)
    throw slotUnavailable(`Book at most ${branch.bookingHorizonDays} days ahead`);

  const serviceIds = [...new Set(request.items.map((i) => i.serviceId))];
  const context = await loadBookingContext(
    db,
    branch,
    serviceIds,
    new Date(startsAt.getTime() - 86_400_000),
    new Date(startsAt.getTime() + 2 * 86_400_000),
  );
  if (context.services.length !== serviceIds.length)
    throw badRequest('A service is not on this branch’s menu');
  // Only the starts the intervals offer: T15:07 is not one, even when a master is free then.
  if (!isOnSlotGrid(context.calendar, startsAt))
    throw invalidStart('offSlotGrid', language, { step: branch.slotStepMinutes });
  const planned = planItems(context, request.items, startsAt);
  const total = planned.reduce((sum, p) => sum + p.price, 0);
  return { branch, startsAt, planned, total, masterCount: context.masters.length };
}

export interface PlannedItem {
  serviceId: number;
  masterId: number;
  startsAt: Date;
  endsAt: Date;
  price: number;
}

/**
 * Masters and times of the items, back to back from the start: the chain the calendar offered
 * there (bookingEngine/chain.ts), each item with its master or, for null, the master the chain
 * picks (one master for everything where one is free, else the fewest changes of master).
 */
function planItems(
  context: BookingContext,
  items: CreateOrderBody['items'],
  startsAt: Date,
): PlannedItem[] {
  const steps = chainSteps(context, items);
  steps.forEach((step, index) => {
    const item = items[index]!;
    if (step.performers.length === 0)
      throw badRequest(
        item.masterId === null
          ? `Nobody performs service ${item.serviceId}`
          : `Master ${item.masterId} does not perform service ${item.serviceId}`,
      );
  });
  const { date, minute: startMinute } = localTimeOf(startsAt, context.calendar.timeZone);
  const day = dayView(context.calendar, chainSchedules(context).values(), date);
  const start = startsAt.getTime();
  const links = bestChain(steps, takerAt(day, startMinute, start));
  if (!links) {
    // Free but for other bookings: taken; not even that: nobody works then.
    if (bestChain(steps, takerAt(day, startMinute, start, { ignoreBusy: true }))) throw slotTaken();
    throw slotUnavailable('No master works at that time');
  }
  return chainParts(links, start);
}
