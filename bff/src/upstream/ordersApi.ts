// A customer's orders upstream: POST /orders (idempotent), GET /orders, GET /orders/{guid}.
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

/** One of the customer's orders, or null when there is no such order of theirs. */
export async function customerOrder(api: BookingApi, guid: string): Promise<UpstreamOrder | null> {
  // The api validates the guid as a UUID (400): anything else is simply not an order.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guid)) return null;
  try {
    return await api.callAsCustomer((authorization) =>
      api.client.GET('/orders/{guid}', {
        params: { header: api.header, path: { guid } },
        headers: { authorization },
      }),
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
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

function isNotFound(error: unknown): boolean {
  return (error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND';
}

/** An order's item with the order's currency (its price is in it). */
export type OrderLine = UpstreamOrderItem & { currency: string };
