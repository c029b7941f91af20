// A booking's calendar file on the site ("Add to calendar"): the same file its e-mails carry
// (visitCalendar), as the booking stands now, for its customer only.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/connect.js';
import type { Language } from '../../i18n/language.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { ownBookingRow } from '../events/eventBookingQueries.js';
import { EventBookingParams } from '../events/eventSchemas.js';
import { ownOrderRow } from '../orders/orderQueries.js';
import { OrderParams } from '../orders/orderSchemas.js';
import type { CountrySites } from '../../kernel/countrySites.js';
import { visitCalendar } from './visitCalendar.js';
import { eventBookingVisit, orderVisit, type Visit } from './visits.js';

const calendarFile = {
  description: 'The booking’s iCalendar file (RFC 5545), as its e-mails carry it.',
  content: { 'text/calendar': { schema: Type.String() } },
};
const unauthorized = ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).');
const notFound = ref(ErrorBody, 'No such booking of this customer (NOT_FOUND).');
const responses = {
  200: calendarFile,
  401: unauthorized,
  404: notFound,
  ...commonErrorResponses,
};

export const calendarRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  /** The entry's URL is the booking's page on its venue's country's site, as in the e-mails. */
  countrySites: CountrySites;
  /** SITE_URL: for a venue of a country this deployment does not serve (never asked here). */
  siteUrl: string;
  /** MAIL_FROM: the entry's organizer, as in the e-mails. */
  from: string;
}> = async (app, { db, countrySites, siteUrl, from }) => {
  const file = ({ payload, country }: Visit, language: Language) =>
    visitCalendar(payload, {
      siteUrl: countrySites.get(country) ?? siteUrl,
      from,
      stamp: new Date(),
      cancelled: payload.cancelled ?? false,
      language,
    });

  app.get(
    '/orders/:guid/calendar',
    {
      schema: {
        operationId: 'getOrderCalendar',
        tags: ['orders'],
        summary: "The calendar file of one of the customer's orders",
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const row = await ownOrderRow(db, customerId, request.params.guid);
      const { language } = callerFrom(request.headers);
      return reply
        .type('text/calendar; charset=utf-8')
        .send(file(await orderVisit(db, row), language));
    },
  );

  app.get(
    '/event-bookings/:guid/calendar',
    {
      schema: {
        operationId: 'getEventBookingCalendar',
        tags: ['events'],
        summary: "The calendar file of one of the customer's event bookings",
        security: bearerSecurity,
        headers: CallerHeaders,
        params: EventBookingParams,
        response: responses,
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country, language } = callerFrom(request.headers);
      const { booking } = await ownBookingRow(db, { customerId, country }, request.params.guid);
      return reply
        .type('text/calendar; charset=utf-8')
        .send(file(await eventBookingVisit(db, booking), language));
    },
  );
};
