import type {
  BookingResolvers,
  BookingVenueResolvers,
  MutationResolvers,
  OrderStatus,
} from '../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../context.js';
import {
  cancelBooking,
  customerBooking,
  reviewBooking,
  type BookingKind,
} from '../../upstream/customerBookingsApi.js';
import { groupEvent } from '../../upstream/eventsApi.js';
import type { UpstreamOrder } from '../../upstream/ordersApi.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type BookingVenueMapper = UpstreamOrder['branch'];

/** A booking of either kind as the api sends it: what Booking's shared fields read. */
interface UpstreamBookingFacts {
  status: string;
  total: number;
  giftCardAmount: number;
  amountDue: number;
  currency: string;
}

/** Booking's fields that both kinds resolve alike (Order and EventBooking spread these). */
export const bookingFields = {
  status: (booking: UpstreamBookingFacts) => booking.status.toUpperCase() as OrderStatus,
  total: (booking: UpstreamBookingFacts) => money(booking.total, booking.currency),
  giftCardAmount: (booking: UpstreamBookingFacts) =>
    money(booking.giftCardAmount, booking.currency),
  amountDue: (booking: UpstreamBookingFacts) => money(booking.amountDue, booking.currency),
};

export const Booking: BookingResolvers = {
  // Only an event booking names its event.
  __resolveType: (booking) => ('eventId' in booking ? 'EventBooking' : 'Order'),
};

export const BookingVenue: BookingVenueResolvers = {
  id: (venue) => String(venue.id),
};

type Api = GraphQLContext['api'];

/** The venue of one of the customer's bookings, or null when it has none (any more). */
async function venueIdOf(api: Api, kind: BookingKind, guid: string) {
  if (kind === 'order') return (await customerBooking(api, 'order', guid))?.branch.id ?? null;
  const booking = await customerBooking(api, 'eventBooking', guid);
  const event = booking ? await groupEvent(api, String(booking.eventId)) : null;
  return event?.branch.id ?? null;
}

type CancelInput = { guid: string; reason?: string | null; idempotencyKey?: string | null };
type ReviewInput = {
  guid: string;
  rating: number;
  text?: string | null;
  idempotencyKey?: string | null;
};

/** Cancels a booking of a kind; an expected refusal is in `errors`. */
function cancel<K extends BookingKind>(api: Api, kind: K, input: CancelInput) {
  return cancelBooking(
    api,
    kind,
    input.idempotencyKey,
    input.guid,
    input.reason?.trim() || undefined,
  );
}

/** Reviews a booking of a kind that is over, once. */
async function review(api: Api, kind: BookingKind, input: ReviewInput) {
  const { data, errors } = await reviewBooking(api, kind, input.idempotencyKey, input.guid, {
    rating: input.rating,
    ...(input.text?.trim() ? { text: input.text.trim() } : {}),
  });
  // The venue's rating and reviews changed: its company page shows them at once.
  const venue = data ? await venueIdOf(api, kind, input.guid) : null;
  if (venue !== null) await api.venueChanged(String(venue));
  return { review: data, errors };
}

/** After booking: cancel inside the window, review once it is over (api enforces the rules). */
export const Mutation: Pick<
  MutationResolvers,
  'cancelOrder' | 'cancelEventBooking' | 'reviewOrder' | 'reviewEventBooking'
> = {
  cancelOrder: async (_parent, { input }, { api }) => {
    const { data, errors } = await cancel(api, 'order', input);
    return { order: data, errors };
  },
  cancelEventBooking: async (_parent, { input }, { api }) => {
    const { data, errors } = await cancel(api, 'eventBooking', input);
    return { booking: data, errors };
  },
  reviewOrder: (_parent, { input }, { api }) => review(api, 'order', input),
  reviewEventBooking: (_parent, { input }, { api }) => review(api, 'eventBooking', input),
};
