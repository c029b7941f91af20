import type {
  EventBookingResolvers,
  GroupEventClosedReason,
  GroupEventResolvers,
  GroupEventStatus,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  bookEvent,
  branchEvents,
  groupEvent,
  type UpstreamEventBooking,
  type UpstreamGroupEvent,
  type UpstreamGroupEventList,
} from '../../upstream/eventsApi.js';
import { customerBooking } from '../../upstream/customerBookingsApi.js';
import { upstreamHttpError } from '../../upstream/errors.js';
import { e164Phone } from '@termin/phone-number';
import { invalidPhone } from '../phoneNumber.js';
import { money } from '../money.js';
import { bookingFields } from './Booking.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type GroupEventMapper = UpstreamGroupEvent;
export type GroupEventListMapper = UpstreamGroupEventList;
export type EventBookingMapper = UpstreamEventBooking;

/** Days asked of the api at most (its limit). */
const maxDays = 62;

export const Query: Pick<QueryResolvers, 'groupEvents' | 'groupEvent' | 'eventBooking'> = {
  groupEvents: (_parent, { branch, from, days }, { api }) =>
    branchEvents(
      api,
      branch,
      from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined,
      Math.min(Math.max(days ?? 14, 1), maxDays),
    ),
  groupEvent: (_parent, { id }, { api }) => groupEvent(api, id),
  eventBooking: (_parent, { guid }, { api }) => customerBooking(api, 'eventBooking', guid),
};

export const Mutation: Pick<MutationResolvers, 'bookEvent'> = {
  bookEvent: async (_parent, { input }, { api }) => {
    const phone = e164Phone(input.contact.phone, api.header['x-project-country']);
    if (!phone) return { booking: null, errors: [invalidPhone] };
    const { data, errors } = await bookEvent(api, input.idempotencyKey, input.eventId, {
      seats: input.seats,
      contact: {
        name: input.contact.name.trim(),
        phone,
        ...(input.contact.email?.trim() ? { email: input.contact.email.trim() } : {}),
      },
      ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
    });
    return { booking: data, errors };
  },
};

/** Why an event takes no bookings now, or null while it does: the one rule of `bookable`. */
export function closedReasonOf(
  event: UpstreamGroupEvent,
  now: number,
): GroupEventClosedReason | null {
  if (event.status !== 'scheduled') return 'CANCELLED';
  if (Date.parse(event.startsAt) <= now) return 'STARTED';
  if (event.seatsLeft <= 0) return 'FULL';
  return null;
}

export const GroupEvent: GroupEventResolvers = {
  id: (event) => String(event.id),
  status: (event) => event.status.toUpperCase() as GroupEventStatus,
  price: (event) => money(event.price, event.currency),
  hostName: (event) => event.master?.name ?? null,
  bookable: (event) => closedReasonOf(event, Date.now()) === null,
  closedReason: (event) => closedReasonOf(event, Date.now()),
};

export const EventBooking: EventBookingResolvers = {
  ...bookingFields,
  event: (booking, _args, { api }) => groupEvent(api, String(booking.eventId)),
  branch: async (booking, _args, { api }) => {
    const event = await groupEvent(api, String(booking.eventId));
    // api keeps every booked event (bookings reference it): one it cannot find is not there.
    if (!event) throw upstreamHttpError(404, undefined);
    return event.branch;
  },
  endsAt: (booking) =>
    new Date(Date.parse(booking.startsAt) + booking.durationMinutes * 60_000).toISOString(),
  eventId: (booking) => String(booking.eventId),
};
