// The customer's bookings in one list: visits (orders) and places on group events, by period.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component, ref } from '../../http/sharedSchemas.js';
import { EventBooking } from '../events/eventSchemas.js';
import { Order } from '../orders/orderSchemas.js';

export const bookingPeriods = ['upcoming', 'past', 'cancelled'] as const;
export type BookingPeriod = (typeof bookingPeriods)[number];

export const MyBookingsQuery = Type.Object({
  when: Type.Optional(
    Type.Union(
      bookingPeriods.map((period) => Type.Literal(period)),
      {
        default: 'upcoming',
        description:
          'upcoming: not cancelled and not over, soonest first; past: over (or completed), latest ' +
          'first; cancelled: latest first.',
      },
    ),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type MyBookingsQuery = Static<typeof MyBookingsQuery>;

export const MyBooking = Type.Union([
  Type.Object({ kind: Type.Literal('order'), order: ref(Order) }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('eventBooking'), eventBooking: ref(EventBooking) },
    { additionalProperties: false },
  ),
]);
export type MyBooking = Static<typeof MyBooking>;

export const MyBookingsPage = component(
  'MyBookingsPage',
  Type.Object(
    {
      items: Type.Array(MyBooking),
      page: Type.Integer({ minimum: 1 }),
      pageCount: Type.Integer({ minimum: 0, description: '0 when the period has no bookings.' }),
      total: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
);
export type MyBookingsPage = Static<typeof MyBookingsPage>;
