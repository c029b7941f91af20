import type {
  EventBookingResolvers,
  GroupEventResolvers,
  GroupEventStatus,
  MutationResolvers,
  OrderStatus,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  bookEvent,
  branchEvents,
  cancelEventBooking,
  customerEventBooking,
  groupEvent,
  reviewEventBooking,
  type UpstreamEventBooking,
  type UpstreamGroupEvent,
  type UpstreamGroupEventList,
} from '../../upstream/eventsApi.js';
import { e164Phone, invalidPhone } from '../phoneNumber.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type GroupEventMapper = UpstreamGroupEvent;
export type GroupEventListMapper = UpstreamGroupEventList;
export type EventBookingMapper = UpstreamEventBooking;

const money = (amount: number, currency: string) => ({ amount, currency });

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
  eventBooking: (_parent, { guid }, { api }) => customerEventBooking(api, guid),
};

export const Mutation: Pick<
  MutationResolvers,
  'bookEvent' | 'cancelEventBooking' | 'reviewEventBooking'
> = {
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
  cancelEventBooking: async (_parent, { input }, { api }) => {
    const { data, errors } = await cancelEventBooking(
      api,
      input.idempotencyKey,
      input.guid,
      input.reason?.trim() || undefined,
    );
    return { booking: data, errors };
  },
  reviewEventBooking: async (_parent, { input }, { api }) => {
    const { data, errors } = await reviewEventBooking(api, input.idempotencyKey, input.guid, {
      rating: input.rating,
      ...(input.text?.trim() ? { text: input.text.trim() } : {}),
    });
    // The venue's rating and reviews changed: its company page shows them at once.
    const booking = data ? await customerEventBooking(api, input.guid) : null;
    const event = booking ? await groupEvent(api, String(booking.eventId)) : null;
    if (event) await api.venueChanged(String(event.branch.id));
    return { review: data, errors };
  },
};

export const GroupEvent: GroupEventResolvers = {
  id: (event) => String(event.id),
  branch: (event) => ({ ...event.branch, id: String(event.branch.id) }),
  status: (event) => event.status.toUpperCase() as GroupEventStatus,
  price: (event) => money(event.price, event.currency),
  hostName: (event) => event.master?.name ?? null,
  bookable: (event) =>
    event.status === 'scheduled' && event.seatsLeft > 0 && Date.parse(event.startsAt) > Date.now(),
};

export const EventBooking: EventBookingResolvers = {
  status: (booking) => booking.status.toUpperCase() as OrderStatus,
  event: (booking, _args, { api }) => groupEvent(api, String(booking.eventId)),
  eventId: (booking) => String(booking.eventId),
  total: (booking) => money(booking.total, booking.currency),
  amountDue: (booking) => money(booking.amountDue, booking.currency),
  giftCardAmount: (booking) => money(booking.giftCardAmount, booking.currency),
};
