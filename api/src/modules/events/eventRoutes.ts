import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import type { BookingLimits } from '../bookings/bookingLimits.js';
import { CallerHeaders, callerFrom, IdempotentCallerHeaders } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { branchIdFromSlug } from '../../text/slug.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { withIdempotency } from '../../kernel/idempotency.js';
import {
  BookingReview,
  CancelBookingBody,
  CancellationRefused,
  ReviewBody,
} from '../bookings/bookingSchemas.js';
import { answerCancellation, cancellationResponses } from '../bookings/cancellationReply.js';
import {
  bookEvent,
  cancelEventBooking,
  ownEventBooking,
  reviewEventBooking,
} from './eventBookingQueries.js';
import { validPhone } from '../../kernel/phone.js';
import { branchEvents, findEvent } from './eventQueries.js';
import {
  BranchEventsParams,
  BranchEventsQuery,
  CreateEventBookingBody,
  EventBooking,
  EventBookingParams,
  EventParams,
  GroupEvent,
  GroupEventList,
} from './eventSchemas.js';

const unauthorized = ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).');
const notFoundBooking = ref(
  ErrorBody,
  'No such event booking of this customer in the project country (NOT_FOUND).',
);

export const eventRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  bookingLimits: BookingLimits;
}> = async (app, { db, bookingLimits }) => {
  app.addSchema(GroupEvent);
  app.addSchema(GroupEventList);
  app.addSchema(EventBooking);
  // Also registered by the orders plugin, whose schemas this (encapsulated) plugin cannot see.
  app.addSchema(BookingReview);
  app.addSchema(CancellationRefused);

  app.get(
    '/branches/:id/events',
    {
      schema: {
        operationId: 'listBranchEvents',
        tags: ['events'],
        summary: "A branch's upcoming group events (classes, workshops)",
        description:
          "Scheduled events starting from `from` (the branch's local day, default today) for `days` " +
          'days; those already started are skipped.',
        headers: CallerHeaders,
        params: BranchEventsParams,
        querystring: BranchEventsQuery,
        response: {
          200: ref(GroupEventList),
          404: ref(ErrorBody, 'No such branch in the project country (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      const id = branchIdFromSlug(request.params.id);
      const listed =
        id === undefined
          ? undefined
          : await branchEvents(
              db,
              country,
              id,
              request.query.from,
              request.query.days ?? 14,
              language,
              new Date(),
            );
      if (!listed) throw notFound(`Unknown branch ${request.params.id} in ${country}`);
      return listed;
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        operationId: 'getEvent',
        tags: ['events'],
        summary: 'One group event with the seats left',
        headers: CallerHeaders,
        params: EventParams,
        response: {
          200: ref(GroupEvent),
          404: ref(ErrorBody, 'No such event in the project country (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country, language } = callerFrom(request.headers);
      return findEvent(db, country, Number(request.params.id), language);
    },
  );

  app.get(
    '/event-bookings/:guid',
    {
      schema: {
        operationId: 'getEventBooking',
        tags: ['events'],
        summary: "One of the customer's event bookings",
        security: bearerSecurity,
        headers: CallerHeaders,
        params: EventBookingParams,
        response: {
          200: ref(EventBooking),
          401: unauthorized,
          404: notFoundBooking,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country, language } = callerFrom(request.headers);
      return ownEventBooking(db, { customerId, country }, request.params.guid, language);
    },
  );

  app.post(
    '/event-bookings/:guid/cancel',
    {
      schema: {
        operationId: 'cancelEventBooking',
        tags: ['events'],
        summary: 'Cancel an event booking before its cancellation deadline',
        description: 'Frees its seats and gives gift card money back.',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: EventBookingParams,
        body: CancelBookingBody,
        response: cancellationResponses(
          ref(EventBooking, 'The cancelled booking.'),
          notFoundBooking,
        ),
      },
      // The body is optional: no body is {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country, language } = callerFrom(request.headers);
      return answerCancellation(reply, () =>
        cancelEventBooking(
          db,
          { customerId, country },
          request.params.guid,
          request.body.reason,
          language,
        ),
      );
    },
  );

  app.post(
    '/event-bookings/:guid/review',
    {
      schema: {
        operationId: 'reviewEventBooking',
        tags: ['events'],
        summary: 'Review an attended event that is over, once',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: EventBookingParams,
        body: ReviewBody,
        response: {
          201: ref(BookingReview, 'The review as stored.'),
          401: unauthorized,
          404: notFoundBooking,
          409: ref(ErrorBody, 'ALREADY_REVIEWED, or NOT_REVIEWABLE (not over yet, or cancelled).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country, language } = callerFrom(request.headers);
      const review = await reviewEventBooking(
        db,
        { customerId, country },
        request.params.guid,
        request.body,
        language,
      );
      return reply.status(201).send(review);
    },
  );

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
          401: unauthorized,
          404: ref(ErrorBody, 'No such event in the project country (NOT_FOUND).'),
          409: ref(ErrorBody, 'SOLD_OUT: not enough seats left; IDEMPOTENCY_IN_FLIGHT.'),
          422: ref(
            ErrorBody,
            'SLOT_UNAVAILABLE (the event started or is cancelled), IDEMPOTENCY_MISMATCH, BOOKING_LIMIT_VENUE / BOOKING_LIMIT_TOTAL / BOOKING_LIMIT_HOURLY (as POST /orders).',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      validPhone(request.body.contact.phone, 'contact.phone');
      const { country, language } = callerFrom(request.headers);
      const eventId = Number(request.params.id);
      const answer = await withIdempotency(
        db,
        {
          scope: 'events.book',
          customerId,
          key: request.headers['idempotency-key'],
          // The country too: the same key sent from another project country is another request.
          payload: { eventId, country, ...request.body },
        },
        async (tx) => ({
          status: 201,
          body: await bookEvent(
            tx,
            customerId,
            country,
            eventId,
            request.body,
            language,
            new Date(),
            bookingLimits,
          ),
        }),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 201).send(answer.body as EventBooking);
    },
  );
};
