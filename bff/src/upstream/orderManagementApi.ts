// Managing an order after booking upstream: move or cancel it (inside the branch's window), and
// review it (once, a past visit of the customer's own).
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import type { UpstreamOrder } from './ordersApi.js';
import type { components, paths } from './__generated__/api.js';

export type UpstreamBookingReview = components['schemas']['BookingReview'];

/** Cancels inside the window; OUTSIDE_CANCELLATION_WINDOW carries the deadline that passed. */
export function cancelOrder(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  guid: string,
  reason: string | undefined,
): Promise<MutationOutcome<UpstreamOrder>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.POST('/orders/{guid}/cancel', {
      params: { header: api.header, path: { guid } },
      headers: { authorization },
      body: reason ? { reason } : {},
    }),
  );
}

/** Reviews a finished order of the customer's, once. */
export function reviewOrder(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  guid: string,
  review: { rating: number; text?: string },
): Promise<MutationOutcome<UpstreamBookingReview>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.POST('/orders/{guid}/review', {
      params: { header: api.header, path: { guid } },
      headers: { authorization },
      body: review,
    }),
  );
}

export type UpstreamRescheduleOrder =
  paths['/orders/{guid}/reschedule']['post']['requestBody']['content']['application/json'];

/** Moves the order; a taken time leaves it where it was (SLOT_TAKEN). */
export function rescheduleOrder(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  guid: string,
  body: UpstreamRescheduleOrder,
): Promise<MutationOutcome<UpstreamOrder>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization, 'idempotency-key': key = '' }) =>
    api.client.POST('/orders/{guid}/reschedule', {
      params: { header: { ...api.header, 'idempotency-key': key }, path: { guid } },
      headers: { authorization },
      body,
    }),
  );
}
