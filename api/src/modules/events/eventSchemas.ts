// Group events (classes, workshops): a branch's upcoming events, one event, booking seats (never
// oversold) and the customer's bookings: read, cancel, review.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { eventStatuses } from '../../db/schema/events.js';
import { orderStatuses } from '../../db/schema/orders.js';
import { CalendarDate, DatabaseIdString } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';
import { CreateOrderBody } from '../orders/orderSchemas.js';
import { BookingReview } from '../bookings/bookingSchemas.js';

export const EventParams = Type.Object({
  id: DatabaseIdString({ description: 'The event id.' }),
});

export const CreateEventBookingBody = Type.Object(
  {
    seats: Type.Integer({ minimum: 1, maximum: 20 }),
    contact: CreateOrderBody.properties.contact,
    comment: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type CreateEventBookingBody = Static<typeof CreateEventBookingBody>;

export const EventBooking = component(
  'EventBooking',
  Type.Object(
    {
      guid: Type.String({ format: 'uuid' }),
      eventId: Type.Integer(),
      title: Type.String(),
      status: Type.Enum(orderStatuses),
      seats: Type.Integer(),
      startsAt: Type.String({ format: 'date-time' }),
      durationMinutes: Type.Integer(),
      cancellableUntil: Type.String({ format: 'date-time' }),
      total: Type.Integer({ description: 'seats × the seat price, in minor units.' }),
      amountDue: Type.Integer(),
      giftCardAmount: Type.Integer({ description: 'What gift cards paid, in minor units.' }),
      currency: Type.String(),
      seatsLeft: Type.Integer({ description: 'Seats still free on the event now.' }),
      contact: Type.Object(
        {
          name: Type.String(),
          phone: Type.String(),
          email: Type.Union([Type.String(), Type.Null()]),
        },
        { additionalProperties: false },
      ),
      comment: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      canCancel: Type.Boolean({ description: 'Still cancellable online now.' }),
      canReview: Type.Boolean({ description: 'Over, not cancelled and not reviewed yet.' }),
      over: Type.Boolean({
        description:
          'The visit is behind the customer: completed, missed, or active with its end passed.',
      }),
      review: Type.Union([ref(BookingReview), Type.Null()]),
    },
    { additionalProperties: false },
  ),
);
export type EventBooking = Static<typeof EventBooking>;

export const EventBookingParams = Type.Object({
  guid: Type.String({ format: 'uuid', description: 'The event booking guid.' }),
});

export const BranchEventsParams = Type.Object({
  id: Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      'The branch id or its slug (yoga-studio-prana-12): only the last hyphen-separated piece is ' +
      'read. A branch of another project country answers 404.',
  }),
});

export const BranchEventsQuery = Type.Object({
  from: Type.Optional(
    CalendarDate({
      description:
        "First day (YYYY-MM-DD) in the branch's zone; default today. Past events are skipped.",
    }),
  ),
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 62,
      default: 14,
      description: 'How many days from `from`.',
    }),
  ),
});

export const GroupEvent = component(
  'GroupEvent',
  Type.Object(
    {
      id: Type.Integer(),
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
      title: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      status: Type.Enum(eventStatuses),
      startsAt: Type.String({ format: 'date-time' }),
      durationMinutes: Type.Integer(),
      capacity: Type.Integer(),
      seatsLeft: Type.Integer({ description: 'Seats still free (0 when cancelled).' }),
      price: Type.Integer({ description: 'Per seat, in minor units.' }),
      currency: Type.String(),
      master: Type.Union([
        Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
);
export type GroupEvent = Static<typeof GroupEvent>;

export const GroupEventList = component(
  'GroupEventList',
  Type.Object(
    {
      from: Type.String({ description: 'The first day listed, in the branch zone.' }),
      days: Type.Integer(),
      events: Type.Array(ref(GroupEvent), { description: 'Soonest first.' }),
    },
    { additionalProperties: false },
  ),
);
export type GroupEventList = Static<typeof GroupEventList>;
