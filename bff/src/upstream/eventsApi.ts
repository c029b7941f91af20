// Group events upstream: a branch's events, one event, and booking places on one (reading,
// cancelling and reviewing a booking: customerBookingsApi.ts).
import DataLoader from 'dataloader';
import type { components, paths } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';
import { branchKey } from './branchesApi.js';
import { perRequest } from './perRequest.js';

export type UpstreamGroupEvent = components['schemas']['GroupEvent'];
export type UpstreamGroupEventList = components['schemas']['GroupEventList'];
export type UpstreamEventBooking = components['schemas']['EventBooking'];
export type UpstreamBookEvent =
  paths['/events/{id}/bookings']['post']['requestBody']['content']['application/json'];

const digits = /^[1-9]\d{0,9}$/;
/** 404 and 400 (a malformed id) both mean "no such thing". */
const missing = (status: number) => status === 404 || status === 400;

/** Events by id within one request: a page naming one event in several places costs one call. */
const loaders = perRequest(
  (api: BookingApi) =>
    new DataLoader<string, UpstreamGroupEvent | null>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          const result = await api.reach(() =>
            api.client.GET('/events/{id}', { params: { header: api.header, path: { id } } }),
          );
          return missing(result.response.status) ? null : api.unwrap(result);
        }),
      ),
    ),
);

/** One group event with its seats left (never cached: seats change by the minute), or null. */
export function groupEvent(api: BookingApi, id: string): Promise<UpstreamGroupEvent | null> {
  return digits.test(id) ? loaders(api).load(id) : Promise.resolve(null);
}

/** A branch's upcoming events, or null when the branch is unknown in the project country. */
export async function branchEvents(
  api: BookingApi,
  branch: string,
  from: string | undefined,
  days: number,
): Promise<UpstreamGroupEventList | null> {
  const id = branchKey(branch);
  if (!digits.test(id)) return null;
  // Places change by the minute: always asked; the last answer only while api is down.
  return api.currentVenuePart(id, `events|${from ?? ''}|${days}`, async () => {
    const result = await api.reach(() =>
      api.client.GET('/branches/{id}/events', {
        params: { header: api.header, path: { id }, query: { ...(from ? { from } : {}), days } },
      }),
    );
    if (result.response.status === 404) return null;
    return api.unwrap(result);
  });
}

/** Books seats; SOLD_OUT and friends come back as `errors`. */
export function bookEvent(
  api: BookingApi,
  idempotencyKey: string | null | undefined,
  eventId: string,
  body: UpstreamBookEvent,
): Promise<MutationOutcome<UpstreamEventBooking>> {
  return api.mutateAsCustomer(idempotencyKey, ({ authorization, 'idempotency-key': key = '' }) =>
    api.client.POST('/events/{id}/bookings', {
      params: { header: { ...api.header, 'idempotency-key': key }, path: { id: eventId } },
      headers: { authorization },
      body,
    }),
  );
}
