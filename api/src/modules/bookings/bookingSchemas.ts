// The request and answer shapes orders and group-event bookings share: cancel, review.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { component } from '../../http/sharedSchemas.js';

export const CancelBookingBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);

export const CancellationRefused = component(
  'CancellationRefused',
  Type.Object(
    {
      error: Type.Object(
        {
          code: Type.Literal('OUTSIDE_CANCELLATION_WINDOW'),
          message: Type.String(),
        },
        { additionalProperties: false },
      ),
      cancellableUntil: Type.String({
        format: 'date-time',
        description: 'The deadline that passed.',
      }),
    },
    { additionalProperties: false, description: 'Too late to cancel online.' },
  ),
);

export const ReviewBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const BookingReview = component(
  'BookingReview',
  Type.Object(
    {
      rating: Type.Integer({ minimum: 1, maximum: 5 }),
      text: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false, description: "The customer's review of a booking." },
  ),
);
export type BookingReview = Static<typeof BookingReview>;
