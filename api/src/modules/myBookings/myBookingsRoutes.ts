import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { BookingReview } from '../bookings/bookingSchemas.js';
import { EventBooking } from '../events/eventSchemas.js';
import { Order, OrderItem } from '../orders/orderSchemas.js';
import { myBookingsPage } from './myBookingsQueries.js';
import { MyBookingsPage, MyBookingsQuery } from './myBookingsSchemas.js';

export const myBookingsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  app.addSchema(OrderItem);
  app.addSchema(BookingReview);
  app.addSchema(Order);
  app.addSchema(EventBooking);
  app.addSchema(MyBookingsPage);

  app.get(
    '/me/bookings',
    {
      schema: {
        operationId: 'listMyBookings',
        tags: ['orders'],
        summary: "The customer's visits and event places in one period, a page at a time",
        description:
          'Orders and group-event bookings at branches of the project country, by when they take ' +
          'place. A page past the last answers no items (with the real total and pageCount).',
        security: bearerSecurity,
        headers: CallerHeaders,
        querystring: MyBookingsQuery,
        response: {
          200: ref(MyBookingsPage),
          401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country, language } = callerFrom(request.headers);
      return myBookingsPage(
        db,
        { customerId, country },
        {
          when: request.query.when ?? 'upcoming',
          page: request.query.page ?? 1,
          pageSize: request.query.pageSize ?? 10,
        },
        language,
        new Date(),
      );
    },
  );
};
