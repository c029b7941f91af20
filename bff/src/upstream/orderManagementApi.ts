// Managing an order after booking upstream: cancel (inside the branch's window) and review (once,
// a past visit of the customer's own).
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import type { UpstreamOrder } from './ordersApi.js';
import type { components } from './__generated__/api.js';

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
