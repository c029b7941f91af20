// Orders of individual services: create (idempotent), read, list, move, cancel, review.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { orderStatuses } from '../../db/schema/orders.js';
import { DatabaseId, MoneyMinorUnits, startTimePattern } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';
import { BookingReview } from '../bookings/bookingSchemas.js';
import { IntervalsQuery } from '../bookingEngine/availabilitySchemas.js';

export const CreateOrderBody = Type.Object(
  {
    branchId: DatabaseId(),
    items: Type.Array(
      Type.Object(
        {
          serviceId: DatabaseId(),
          masterId: Type.Union([DatabaseId(), Type.Null()], {
            description: 'A master, or null for any free master who performs the service.',
          }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10, description: 'Back to back, in this order.' },
    ),
    start: Type.String({
      pattern: startTimePattern,
      description:
        "An instant with offset (2030-03-05T09:00:00Z) or a local date and time in the branch's zone (2030-03-05T10:00), " +
        "on the branch's slot grid (every slotStepMinutes from opening, as the intervals offer).",
    }),
    contact: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 100 }),
        phone: Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$', description: 'E.164.' }),
        email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
      },
      { additionalProperties: false },
    ),
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
    giftCardCode: Type.Optional(
      Type.String({ maxLength: 30, description: 'TERM-XXXX-XXXX; spends up to the total.' }),
    ),
    expectedTotal: Type.Optional(
      MoneyMinorUnits({
        description:
          'The total the customer confirmed (the quote, POST /orders/quote): another one is ' +
          'refused with 409 PRICE_CHANGED and nothing is booked.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const OrderQuoteBody = Type.Object(
  {
    branchId: CreateOrderBody.properties.branchId,
    items: CreateOrderBody.properties.items,
    start: CreateOrderBody.properties.start,
    giftCardCode: CreateOrderBody.properties.giftCardCode,
  },
  { additionalProperties: false },
);
export type OrderQuoteBody = Static<typeof OrderQuoteBody>;

export const RescheduleOrderBody = Type.Object(
  {
    start: CreateOrderBody.properties.start,
    masterId: Type.Optional(
      Type.Union([DatabaseId(), Type.Null()], {
        description:
          'The master for every item, or null for any free master; left out, each item keeps its master.',
      }),
    ),
    expectedTotal: Type.Optional(
      MoneyMinorUnits({
        description:
          'The total the customer confirmed for the move (the intervals’ master price): another ' +
          'one is refused with 409 PRICE_CHANGED and the order stays where it was.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RescheduleOrderBody = Static<typeof RescheduleOrderBody>;

/** Where an order could move: the intervals of its own services, its own time counted free. */
export const OrderIntervalsQuery = Type.Object({
  master: IntervalsQuery.properties.master,
  from: IntervalsQuery.properties.from,
  days: IntervalsQuery.properties.days,
});
export type OrderIntervalsQuery = Static<typeof OrderIntervalsQuery>;

export const OrderItem = component(
  'OrderItem',
  Type.Object(
    {
      serviceId: Type.Integer(),
      serviceName: Type.String(),
      masterId: Type.Integer(),
      masterName: Type.String(),
      startsAt: Type.String({ format: 'date-time' }),
      endsAt: Type.String({ format: 'date-time' }),
      price: Type.Integer({ description: 'Minor units.' }),
    },
    { additionalProperties: false },
  ),
);

export const OrderQuote = component(
  'OrderQuote',
  Type.Object(
    {
      items: Type.Array(ref(OrderItem), {
        description:
          'As they would be booked now: the master free then (for "any", the one chosen), times, prices.',
      }),
      total: Type.Integer({
        description: 'Minor units: what POST /orders with expectedTotal books.',
      }),
      giftCardAmount: Type.Integer({
        description: 'What the gift card would pay (0 without one).',
      }),
      amountDue: Type.Integer(),
      currency: Type.String(),
      cancellableUntil: Type.String({
        format: 'date-time',
        description: 'When online cancellation of this order would close (may be already past).',
      }),
    },
    { additionalProperties: false },
  ),
);
export type OrderQuote = Static<typeof OrderQuote>;

export const Order = component(
  'Order',
  Type.Object(
    {
      guid: Type.String({ format: 'uuid' }),
      status: Type.Enum(orderStatuses),
      branch: Type.Object(
        {
          id: Type.Integer(),
          slug: Type.String(),
          name: Type.String(),
          address: Type.String({ description: 'Street and number.' }),
          fullAddress: Type.String({
            description:
              'Street, city and country in the caller’s language: what maps and calendars look up.',
          }),
          phone: Type.String({
            description: 'Where the customer calls once online changes close.',
          }),
          timeZone: Type.String(),
        },
        { additionalProperties: false },
      ),
      startsAt: Type.String({ format: 'date-time' }),
      endsAt: Type.String({ format: 'date-time' }),
      cancellableUntil: Type.String({ format: 'date-time' }),
      canCancel: Type.Boolean({ description: 'Still cancellable online now.' }),
      canReview: Type.Boolean({ description: 'Over, not cancelled and not reviewed yet.' }),
      over: Type.Boolean({
        description:
          'The visit is behind the customer: completed, missed, or active with its end passed.',
      }),
      total: Type.Integer({ description: 'Minor units.' }),
      giftCardAmount: Type.Integer(),
      amountDue: Type.Integer({
        description: 'Minor units left to pay: the total less gift cards and IPS payments.',
      }),
      amountPaid: Type.Integer({ description: 'Minor units paid by IPS QR.' }),
      paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: 'When the last IPS payment arrived; null before any.',
      }),
      canPay: Type.Boolean({
        description:
          'POST /orders/{guid}/payments can start an IPS QR payment now: active, something left ' +
          'to pay, in dinars, at a venue that takes IPS payments, the visit not over.',
      }),
      currency: Type.String(),
      contact: Type.Object(
        {
          name: Type.String(),
          phone: Type.String(),
          email: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      comment: Type.Union([Type.String(), Type.Null()]),
      items: Type.Array(ref(OrderItem)),
      review: Type.Union([ref(BookingReview), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type Order = Static<typeof Order>;

export const OrderList = component(
  'OrderList',
  Type.Object({ orders: Type.Array(ref(Order)) }, { additionalProperties: false }),
);

export const OrderListQuery = Type.Object({
  when: Type.Optional(
    Type.Union([Type.Literal('upcoming'), Type.Literal('past')], {
      default: 'upcoming',
      description: 'upcoming: starting from now on, soonest first; past: latest first.',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});

export const OrderParams = Type.Object({
  guid: Type.String({ format: 'uuid', description: 'The order guid.' }),
});
