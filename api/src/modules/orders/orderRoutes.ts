import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom, IdempotentCallerHeaders } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { withIdempotency } from '../../kernel/idempotency.js';
import {
  cancelOrder,
  createOrder,
  orderViewById,
  ownOrders,
  ownOrderView,
  reviewOrder,
} from './orderQueries.js';
import {
  CreateOrderBody,
  Order,
  OrderItem,
  OrderList,
  OrderListQuery,
  OrderIntervalsQuery,
  OrderParams,
  OrderQuote,
  OrderQuoteBody,
  RescheduleOrderBody,
} from './orderSchemas.js';
import { rescheduleOrder } from './orderReschedule.js';
import { orderIntervals } from './orderIntervals.js';
import {
  BookingReview,
  CancelBookingBody,
  CancellationRefused,
  ReviewBody,
} from '../bookings/bookingSchemas.js';
import { answerCancellation, cancellationResponses } from '../bookings/cancellationReply.js';
import { quoteOrder } from './orderQuote.js';
import type { BookingLimits } from '../bookings/bookingLimits.js';
import { validPhone } from '../../kernel/phone.js';
import {
  IntervalDay,
  IntervalMaster,
  Intervals,
  IntervalSlot,
  IntervalSlotPart,
} from '../bookingEngine/availabilitySchemas.js';

const unauthorized = ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).');
const notFoundOrder = ref(ErrorBody, 'No such order of this customer (NOT_FOUND).');

export const orderRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  bookingLimits: BookingLimits;
}> = async (app, { db, bookingLimits }) => {
  app.addSchema(OrderItem);
  app.addSchema(OrderQuote);
  app.addSchema(BookingReview);
  app.addSchema(Order);
  app.addSchema(OrderList);
  app.addSchema(CancellationRefused);
  app.addSchema(IntervalSlotPart);
  app.addSchema(IntervalSlot);
  app.addSchema(IntervalDay);
  app.addSchema(IntervalMaster);
  app.addSchema(Intervals);

  app.post(
    '/orders/quote',
    {
      schema: {
        operationId: 'quoteOrder',
        tags: ['orders'],
        summary: 'Price an order exactly as POST /orders would book it now (nothing is booked)',
        description:
          'The same plan as POST /orders: a free master for items without one, the items back to ' +
          'back, each at its master’s price, and what a gift card would pay. Send its total as ' +
          'expectedTotal when booking, so a price that changed in between is never booked.',
        headers: CallerHeaders,
        body: OrderQuoteBody,
        response: {
          200: ref(OrderQuote, 'The order as it would be booked now.'),
          404: ref(ErrorBody, 'No such branch (NOT_FOUND).'),
          409: ref(ErrorBody, 'SLOT_TAKEN: a master is no longer free then.'),
          422: ref(ErrorBody, 'SLOT_UNAVAILABLE, GIFT_CARD_INVALID.'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => quoteOrder(db, request.body, callerFrom(request.headers), new Date()),
  );

  app.post(
    '/orders',
    {
      schema: {
        operationId: 'createOrder',
        tags: ['orders'],
        summary: 'Book services at a branch (idempotent)',
        description:
          'One transaction: picks a free master for items without one, puts items back to back, ' +
          'prices them (per-master overrides), spends a gift card up to the total. A replay with the ' +
          'same Idempotency-Key and body answers the first answer again (header idempotent-replayed: true).',
        security: bearerSecurity,
        headers: IdempotentCallerHeaders,
        body: CreateOrderBody,
        response: {
          201: ref(Order, 'The booked order.'),
          401: unauthorized,
          404: ref(ErrorBody, 'No such branch (NOT_FOUND).'),
          409: ref(
            ErrorBody,
            'SLOT_TAKEN: a master is no longer free then; PRICE_CHANGED: the total is not expectedTotal (nothing booked); IDEMPOTENCY_IN_FLIGHT: the same key is still being processed.',
          ),
          422: ref(
            ErrorBody,
            'SLOT_UNAVAILABLE (nobody works then, too soon or too far ahead), GIFT_CARD_INVALID, IDEMPOTENCY_MISMATCH, BOOKING_LIMIT_VENUE / BOOKING_LIMIT_TOTAL (too many unpaid upcoming bookings at the branch / in all), BOOKING_LIMIT_HOURLY (too many bookings in the last hour).',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      validPhone(request.body.contact.phone, 'contact.phone');
      const caller = callerFrom(request.headers);
      const { language } = caller;
      const answer = await withIdempotency(
        db,
        {
          scope: 'orders.create',
          customerId,
          key: request.headers['idempotency-key'],
          payload: request.body,
        },
        async (tx) => {
          const now = new Date();
          const id = await createOrder(tx, customerId, request.body, caller, now, bookingLimits);
          return { status: 201, body: await orderViewById(tx, id, language, now) };
        },
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 201).send(answer.body as Order);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: "The customer's upcoming or past orders",
        security: bearerSecurity,
        headers: CallerHeaders,
        querystring: OrderListQuery,
        response: { 200: ref(OrderList), 401: unauthorized, ...commonErrorResponses },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { language } = callerFrom(request.headers);
      const orders = await ownOrders(
        db,
        customerId,
        request.query.when ?? 'upcoming',
        request.query.limit ?? 50,
        language,
      );
      return { orders };
    },
  );

  app.get(
    '/orders/:guid',
    {
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: "One of the customer's orders",
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        response: {
          200: ref(Order),
          401: unauthorized,
          404: notFoundOrder,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { language } = callerFrom(request.headers);
      return ownOrderView(db, customerId, request.params.guid, language);
    },
  );

  app.get(
    '/orders/:guid/intervals',
    {
      schema: {
        operationId: 'getOrderIntervals',
        tags: ['orders'],
        summary:
          'Where the order could move: free starts for its services, its own time counted free',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        querystring: OrderIntervalsQuery,
        response: {
          200: ref(Intervals, 'Free starts per day for the order’s services, back to back.'),
          401: unauthorized,
          404: ref(
            ErrorBody,
            'No such order of this customer, or the master does not do its services.',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const caller = callerFrom(request.headers);
      return orderIntervals(db, customerId, request.params.guid, request.query, caller);
    },
  );

  app.post(
    '/orders/:guid/reschedule',
    {
      schema: {
        operationId: 'rescheduleOrder',
        tags: ['orders'],
        summary: 'Move an order to another time, optionally with another master (idempotent)',
        description:
          'One transaction releases the order’s time and takes the new one under the same ' +
          'no-overlap rule as booking: a taken time leaves the order where it was. Allowed until ' +
          'its cancellation deadline. Each item is priced anew (the new master’s price); a paid ' +
          'order keeps its price.',
        security: bearerSecurity,
        headers: IdempotentCallerHeaders,
        params: OrderParams,
        body: RescheduleOrderBody,
        response: {
          200: ref(Order, 'The order at its new time.'),
          401: unauthorized,
          404: notFoundOrder,
          409: ref(
            ErrorBody,
            'SLOT_TAKEN (the order stays), PRICE_CHANGED (not expectedTotal), PRICE_FIXED (paid, another price), OUTSIDE_CANCELLATION_WINDOW, NOT_RESCHEDULABLE (cancelled or over), IDEMPOTENCY_IN_FLIGHT.',
          ),
          422: ref(ErrorBody, 'SLOT_UNAVAILABLE, IDEMPOTENCY_MISMATCH.'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const caller = callerFrom(request.headers);
      const { guid } = request.params;
      const answer = await withIdempotency(
        db,
        {
          scope: 'orders.reschedule',
          customerId,
          key: request.headers['idempotency-key'],
          payload: { guid, ...request.body },
        },
        async (tx) => {
          const now = new Date();
          const id = await rescheduleOrder(tx, customerId, guid, request.body, caller, now);
          return { status: 200, body: await orderViewById(tx, id, caller.language, now) };
        },
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 200).send(answer.body as Order);
    },
  );

  app.post(
    '/orders/:guid/cancel',
    {
      schema: {
        operationId: 'cancelOrder',
        tags: ['orders'],
        summary: 'Cancel an order before its cancellation deadline',
        description: 'Frees its time and gives gift card money back.',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        body: CancelBookingBody,
        response: cancellationResponses(ref(Order, 'The cancelled order.'), notFoundOrder),
      },
      // The body is optional: no body is {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { language } = callerFrom(request.headers);
      return answerCancellation(reply, () =>
        cancelOrder(db, customerId, request.params.guid, request.body.reason, language),
      );
    },
  );

  app.post(
    '/orders/:guid/review',
    {
      schema: {
        operationId: 'reviewOrder',
        tags: ['orders'],
        summary: 'Review a finished order, once',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        body: ReviewBody,
        response: {
          201: ref(BookingReview, 'The review as stored.'),
          401: unauthorized,
          404: notFoundOrder,
          409: ref(ErrorBody, 'ALREADY_REVIEWED, or NOT_REVIEWABLE (not over, or cancelled).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { language } = callerFrom(request.headers);
      const review = await reviewOrder(db, customerId, request.params.guid, request.body, language);
      return reply.status(201).send(review);
    },
  );
};
