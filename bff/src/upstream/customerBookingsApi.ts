// A customer's bookings upstream, of either kind: a visit (/orders/{guid}) and places on a group
// event (/event-bookings/{guid}) are read, cancelled and reviewed the same way; only where each
// lives differs.
import type { components } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import { nullWhenNotFound } from './errors.js';
import type { UpstreamEventBooking } from './eventsApi.js';
import type { UpstreamOrder } from './ordersApi.js';

export type UpstreamBookingReview = components['schemas']['BookingReview'];

/** Each kind of booking with its upstream shape. */
interface UpstreamBookings {
  order: UpstreamOrder;
  eventBooking: UpstreamEventBooking;
}
export type BookingKind = keyof UpstreamBookings;
type AnyBooking = UpstreamBookings[BookingKind];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A guid the api would refuse as malformed (400) is simply not a booking of the customer's. */
export const isGuid = (value: string) => uuid.test(value);

/** One of the customer's bookings of a kind, or null when there is no such booking of theirs. */
export async function customerBooking<K extends BookingKind>(
  api: BookingApi,
  kind: K,
  guid: string,
): Promise<UpstreamBookings[K] | null> {
  if (!isGuid(guid)) return null;
  const read = api.callAsCustomer<AnyBooking>((authorization) => {
    const init = { params: { header: api.header, path: { guid } }, headers: { authorization } };
    return kind === 'order'
      ? api.client.GET('/orders/{guid}', init)
      : api.client.GET('/event-bookings/{guid}', init);
  });
  // The path the kind chose answers that kind's shape.
  return nullWhenNotFound(read as Promise<UpstreamBookings[K]>);
}

/** Cancels inside the window; OUTSIDE_CANCELLATION_WINDOW carries the deadline that passed. */
export function cancelBooking<K extends BookingKind>(
  api: BookingApi,
  kind: K,
  idempotencyKey: string | null | undefined,
  guid: string,
  reason: string | undefined,
): Promise<MutationOutcome<UpstreamBookings[K]>> {
  const outcome = api.mutateAsCustomer<AnyBooking>(idempotencyKey, ({ authorization }) => {
    const init = {
      params: { header: api.header, path: { guid } },
      headers: { authorization },
      body: reason ? { reason } : {},
    };
    return kind === 'order'
      ? api.client.POST('/orders/{guid}/cancel', init)
      : api.client.POST('/event-bookings/{guid}/cancel', init);
  });
  return outcome as Promise<MutationOutcome<UpstreamBookings[K]>>;
}

/** Reviews a booking of the customer's that is over, once. */
export function reviewBooking(
  api: BookingApi,
  kind: BookingKind,
  idempotencyKey: string | null | undefined,
  guid: string,
  review: { rating: number; text?: string },
): Promise<MutationOutcome<UpstreamBookingReview>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) => {
    const init = {
      params: { header: api.header, path: { guid } },
      headers: { authorization },
      body: review,
    };
    return kind === 'order'
      ? api.client.POST('/orders/{guid}/review', init)
      : api.client.POST('/event-bookings/{guid}/review', init);
  });
}
