// A customer's orders upstream: POST /orders (idempotent), GET /orders, and moving one (reading,
// cancelling and reviewing one: customerBookingsApi.ts).
import type { components, paths } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';

export type UpstreamOrder = components['schemas']['Order'];
export type UpstreamOrderItem = components['schemas']['OrderItem'];
export type UpstreamCreateOrder =
  paths['/orders']['post']['requestBody']['content']['application/json'];
export type UpstreamOrderQuote = components['schemas']['OrderQuote'];
export type UpstreamOrderQuoteRequest =
  paths['/orders/quote']['post']['requestBody']['content']['application/json'];

/** The order as the api would book it now; SLOT_TAKEN and friends come back as `errors`. */
export function quoteOrder(
  api: BookingApi,
  body: UpstreamOrderQuoteRequest,
): Promise<MutationOutcome<UpstreamOrderQuote>> {
  // A POST that books nothing: nothing to make idempotent, and no session needed.
  return api.mutate(null, () =>
    api.client.POST('/orders/quote', { params: { header: api.header }, body }),
  );
}

/** Books an order on the customer's behalf; SLOT_TAKEN and friends come back as `errors`. */
export function createOrder(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  body: UpstreamCreateOrder,
): Promise<MutationOutcome<UpstreamOrder>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization, 'idempotency-key': key = '' }) =>
    api.client.POST('/orders', {
      params: { header: { ...api.header, 'idempotency-key': key } },
      headers: { authorization },
      body,
    }),
  );
}

/** The customer's upcoming (soonest first) or past (latest first) orders. */
export async function customerOrders(
  api: BookingApi,
  when: 'upcoming' | 'past',
  limit: number,
): Promise<UpstreamOrder[]> {
  const list = await api.callAsCustomer((authorization) =>
    api.client.GET('/orders', {
      params: { header: api.header, query: { when, limit } },
      headers: { authorization },
    }),
  );
  return list.orders;
}

/** An order's item with the order's currency (its price is in it). */
export type OrderLine = UpstreamOrderItem & { currency: string };

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
