import { describe, expect, it } from 'vitest';
import { customerContext, json } from '../../test/resolverContext.js';
import { Booking } from './Booking.js';
import { CustomerBookingPage, Query } from './MyBookings.js';

// My bookings over a stub upstream: the period and page asked of the api, and each booking
// resolved to its own GraphQL type.

type Resolver = (parent: unknown, args: unknown, context: unknown, info: never) => unknown;
const call = (resolver: unknown, parent: unknown, args: unknown = {}, context: unknown = {}) =>
  (resolver as Resolver)(parent, args, context, {} as never);

const order = { guid: 'o-1', items: [] };
const eventBooking = { guid: 'e-1', eventId: 7 };

describe('myBookings', () => {
  it('asks the api for the period and page as the customer, 10 to a page', async () => {
    const page = { items: [], page: 2, pageCount: 2, total: 12 };
    const { context, requests } = customerContext(() => json(page), 'sr');
    await expect(
      call(Query.myBookings, {}, { when: 'CANCELLED', page: 2 }, context),
    ).resolves.toEqual(page);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/me/bookings');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      when: 'cancelled',
      page: '2',
      pageSize: '10',
    });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
  });

  it('gives each booking its own type: a visit is an Order, event places an EventBooking', () => {
    const items = call(CustomerBookingPage.items, {
      items: [
        { kind: 'order', order },
        { kind: 'eventBooking', eventBooking },
      ],
    });
    expect(items).toEqual([order, eventBooking]);
    expect(call(Booking.__resolveType, order)).toBe('Order');
    expect(call(Booking.__resolveType, eventBooking)).toBe('EventBooking');
  });
});
