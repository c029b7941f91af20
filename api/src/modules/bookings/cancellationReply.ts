// The answers of both cancel routes (orders and event bookings): the cancelled booking, or 409
// with the deadline that passed.
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { OutsideCancellationWindow } from './customerBookings.js';
import { CancellationRefused } from './bookingSchemas.js';

/** The cancel route's responses: 200 with the booking as `cancelled` shows it. */
export const cancellationResponses = (cancelled: TSchema, notFound: TSchema) => ({
  200: cancelled,
  401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
  404: notFound,
  409: Type.Union([ref(CancellationRefused), ref(ErrorBody)], {
    description:
      'OUTSIDE_CANCELLATION_WINDOW (with cancellableUntil), or NOT_CANCELLABLE (already cancelled or over).',
  }),
  ...commonErrorResponses,
});

/** Runs the cancel; a passed deadline becomes the 409 CancellationRefused answer. */
export async function answerCancellation<T>(reply: FastifyReply, cancel: () => Promise<T>) {
  try {
    return await cancel();
  } catch (error) {
    if (!(error instanceof OutsideCancellationWindow)) throw error;
    return reply.status(409).send({
      error: {
        code: 'OUTSIDE_CANCELLATION_WINDOW' as const,
        message: `Online cancellation closed at ${error.cancellableUntil.toISOString()}`,
      },
      cancellableUntil: error.cancellableUntil.toISOString(),
    });
  }
}
