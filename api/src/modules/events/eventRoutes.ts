import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { callerFrom } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { withIdempotency } from '../orders/idempotency.js';
import { IdempotentCallerHeaders } from '../orders/orderSchemas.js';
import { bookEvent } from './eventQueries.js';
import { CreateEventBookingBody, EventBooking, EventParams } from './eventSchemas.js';

export const eventRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(EventBooking);

  app.post(
    '/events/:id/bookings',
    {
      schema: {
        operationId: 'bookEvent',
        tags: ['events'],
        summary: 'Book seats on a group event (idempotent, never oversold)',
        description:
          'Idempotency-Key as for POST /orders: a replay answers the first answer again ' +
          '(header idempotent-replayed: true).',
        security: bearerSecurity,
        headers: IdempotentCallerHeaders,
        params: EventParams,
        body: CreateEventBookingBody,
        response: {
          201: ref(EventBooking, 'The booking.'),
          401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
          404: ref(ErrorBody, 'No such event (NOT_FOUND).'),
          409: ref(ErrorBody, 'SOLD_OUT: not enough seats left; IDEMPOTENCY_IN_FLIGHT.'),
          422: ref(
            ErrorBody,
            'SLOT_UNAVAILABLE (the event started or is cancelled), IDEMPOTENCY_MISMATCH.',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { language } = callerFrom(request.headers);
      const eventId = Number(request.params.id);
      const answer = await withIdempotency(
        db,
        {
          scope: 'events.book',
          customerId,
          key: request.headers['idempotency-key'],
          payload: { eventId, ...request.body },
        },
        async (tx) => ({
          status: 201,
          body: await bookEvent(tx, customerId, eventId, request.body, language, new Date()),
        }),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 201).send(answer.body as EventBooking);
    },
  );
};
