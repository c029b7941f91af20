import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { customerContext, json } from '../../test/resolverContext.js';
import { repoRoot } from '../../test/processes.js';
import { executableSchema } from '../apolloServer.js';

// Both kinds of booking answer through the Booking interface with the same fields, read the
// same way: My bookings asked over the real schema, against a stub upstream.

const branch = {
  id: 3,
  slug: 'joga-studio-prana-3',
  name: 'Joga Studio Prana',
  address: 'Knez Mihailova 5',
  fullAddress: 'Knez Mihailova 5, Beograd, Srbija',
  phone: '+381111234567',
  timeZone: 'Europe/Belgrade',
};

const shared = {
  status: 'confirmed',
  total: 240000,
  giftCardAmount: 40000,
  amountDue: 200000,
  currency: 'RSD',
  contact: { name: 'Mila', phone: '+381641234567', email: null },
  comment: null,
  canCancel: true,
  cancellableUntil: '2099-01-01T06:00:00.000Z',
  canReview: false,
  over: false,
  review: null,
  createdAt: '2098-12-01T10:00:00.000Z',
  cancelledAt: null,
  startsAt: '2099-01-01T08:00:00.000Z',
};

const order = {
  ...shared,
  guid: '0b9c7f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  branch,
  endsAt: '2099-01-01T08:45:00.000Z',
  items: [],
  amountPaid: 0,
  paidAt: null,
  canPay: false,
};

const eventBooking = {
  ...shared,
  guid: '1c0d8f2e-3b4c-4d5e-9f0a-1b2c3d4e5f60',
  eventId: 7,
  title: 'Morning yoga',
  seats: 2,
  seatsLeft: 4,
  durationMinutes: 60,
};

const event = {
  id: 7,
  branch,
  title: 'Morning yoga',
  description: null,
  status: 'scheduled',
  startsAt: shared.startsAt,
  durationMinutes: 60,
  capacity: 12,
  seatsLeft: 4,
  price: 120000,
  currency: 'RSD',
  master: null,
};

const query = `{
  myBookings(when: UPCOMING) {
    items {
      __typename
      ... on Booking {
        guid
        status
        branch { id name fullAddress timeZone }
        startsAt
        endsAt
        total { amount currency }
        giftCardAmount { amount }
        amountDue { amount }
        canCancel
        over
      }
    }
  }
}`;

describe('Booking', () => {
  it('resolves a visit and places on an event through the interface, alike', async () => {
    const { context } = customerContext((request) =>
      new URL(request.url).pathname === '/events/7'
        ? json(event)
        : json({
            items: [
              { kind: 'order', order },
              { kind: 'eventBooking', eventBooking },
            ],
            page: 1,
            pageCount: 1,
            total: 2,
          }),
    );
    const result = await graphql({
      schema: executableSchema(repoRoot),
      source: query,
      contextValue: context,
    });
    expect(result.errors).toBeUndefined();
    const alike = {
      status: 'CONFIRMED',
      branch: {
        id: '3',
        name: 'Joga Studio Prana',
        fullAddress: 'Knez Mihailova 5, Beograd, Srbija',
        timeZone: 'Europe/Belgrade',
      },
      startsAt: '2099-01-01T08:00:00.000Z',
      total: { amount: 240000, currency: 'RSD' },
      giftCardAmount: { amount: 40000 },
      amountDue: { amount: 200000 },
      canCancel: true,
      over: false,
    };
    expect((result.data?.myBookings as { items: unknown[] }).items).toEqual([
      { __typename: 'Order', guid: order.guid, endsAt: '2099-01-01T08:45:00.000Z', ...alike },
      // An event booking ends its event's duration after its start, at its event's venue.
      {
        __typename: 'EventBooking',
        guid: eventBooking.guid,
        endsAt: '2099-01-01T09:00:00.000Z',
        ...alike,
      },
    ]);
  });
});
