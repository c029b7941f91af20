// "Add to calendar" on a booking's pages: the booking's .ics as api writes it for its e-mails (the
// same UID, PRODID and SEQUENCE), fetched with the signed-in customer's session. Private, never
// cached; a missing or foreign booking, or no session, is a plain 404 or 401.
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayServices } from '../services.js';
import { bookingApiFor } from '../upstream/bookingApi.js';

const params = z.object({ kind: z.enum(['order', 'event-booking']), guid: z.uuid() });

export function registerCalendarRoutes(app: FastifyInstance, services: GatewayServices) {
  app.get('/calendar/:kind/:guid', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const path = params.safeParse(request.params);
    if (!path.success) return reply.status(404).send();
    const { kind, guid } = path.data;
    const session = await services.sessions.forRequest(request, reply);
    const api = bookingApiFor(services, request, 'en', session);
    try {
      const file = await api.callAsCustomer((authorization) =>
        kind === 'order'
          ? api.client.GET('/orders/{guid}/calendar', {
              params: { header: api.header, path: { guid } },
              headers: { authorization },
              parseAs: 'text',
            })
          : api.client.GET('/event-bookings/{guid}/calendar', {
              params: { header: api.header, path: { guid } },
              headers: { authorization },
              parseAs: 'text',
            }),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="termin-${guid.slice(0, 8)}.ics"`)
        .send(file);
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
      if (code === 'UNAUTHENTICATED') return reply.status(401).send();
      if (code === 'NOT_FOUND') return reply.status(404).send();
      throw error;
    }
  });
}
