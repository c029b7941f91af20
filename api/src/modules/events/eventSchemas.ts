// POST /events/{id}/bookings: seats on a group event (class, workshop), never oversold.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { orderStatuses } from '../../db/schema/orders.js';
import { component } from '../../http/sharedSchemas.js';
import { CreateOrderBody } from '../orders/orderSchemas.js';

export const EventParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', description: 'The event id.' }),
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
      currency: Type.String(),
      seatsLeft: Type.Integer({ description: 'Seats still free on the event after this booking.' }),
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
    },
    { additionalProperties: false },
  ),
);
export type EventBooking = Static<typeof EventBooking>;
