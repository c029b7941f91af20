// IPS QR payments upstream: start (or reuse) the payment of an order or a bought gift card, read
// it (web polls it), and the demo api's "mark paid" switch.
import type { components } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import { nullWhenNotFound } from './errors.js';

export type UpstreamPayment = components['schemas']['Payment'];

const digits = /^[1-9]\d{0,9}$/;

/** One of the customer's payments, or null when there is no such payment of theirs. */
export function customerPayment(api: BookingApi, id: string): Promise<UpstreamPayment | null> {
  if (!digits.test(id)) return Promise.resolve(null);
  return nullWhenNotFound(
    api.callAsCustomer((authorization) =>
      api.client.GET('/payments/{id}', {
        params: { header: api.header, path: { id } },
        headers: { authorization },
      }),
    ),
  );
}

/** The pending payment of the order's amount due (a new one when none is pending). */
export function startOrderPayment(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  guid: string,
): Promise<MutationOutcome<UpstreamPayment>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.POST('/orders/{guid}/payments', {
      params: { header: api.header, path: { guid } },
      headers: { authorization },
    }),
  );
}

/** The pending payment of a gift card the customer bought. */
export function startGiftCardPayment(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  code: string,
): Promise<MutationOutcome<UpstreamPayment>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.POST('/gift-cards/{code}/payments', {
      params: { header: api.header, path: { code } },
      headers: { authorization },
    }),
  );
}

/** Demo api only (DEMO_PAYMENTS): marks a pending payment paid. */
export function simulatePayment(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  id: string,
): Promise<MutationOutcome<UpstreamPayment>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization }) =>
    api.client.POST('/payments/{id}/simulate-paid', {
      params: { header: api.header, path: { id } },
      headers: { authorization },
    }),
  );
}
