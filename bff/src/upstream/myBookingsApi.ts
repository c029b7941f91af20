// A customer's bookings upstream: GET /me/bookings (visits and event places in one list).
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';

export type UpstreamMyBookingsPage = components['schemas']['MyBookingsPage'];
export type UpstreamMyBooking = UpstreamMyBookingsPage['items'][number];

/** One page of the customer's bookings in a period. */
export function myBookings(
  api: BookingApi,
  when: 'upcoming' | 'past' | 'cancelled',
  page: number,
  pageSize: number,
): Promise<UpstreamMyBookingsPage> {
  return api.callAsCustomer((authorization) =>
    api.client.GET('/me/bookings', {
      params: { header: api.header, query: { when, page, pageSize } },
      headers: { authorization },
    }),
  );
}
