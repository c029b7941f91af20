// "Save the QR code as a picture" on a payment: the payment's IPS QR code as a PNG file, fetched
// with the signed-in customer's session. Private, never cached; a missing or foreign payment, or
// no session, is a plain 404 or 401.
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { GatewayServices } from '../services.js';
import { bookingApiFor } from '../upstream/bookingApi.js';
import { customerPayment } from '../upstream/paymentsApi.js';
import { ipsQrPng } from './ipsQrCode.js';

const params = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

export function registerPaymentQrRoutes(app: FastifyInstance, services: GatewayServices) {
  app.get('/payments/:id/qr.png', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const path = params.safeParse(request.params);
    if (!path.success) return reply.status(404).send();
    const session = await services.sessions.forRequest(request, reply);
    const api = bookingApiFor(services, request, 'en', session);
    try {
      const payment = await customerPayment(api, path.data.id);
      if (!payment) return reply.status(404).send();
      return reply
        .type('image/png')
        .header('content-disposition', `attachment; filename="ips-qr-${payment.reference}.png"`)
        .send(await ipsQrPng(payment.payload));
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
      if (code === 'UNAUTHENTICATED') return reply.status(401).send();
      throw error;
    }
  });
}
