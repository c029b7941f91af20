import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.js';
import type { Database } from '../../db/connect.js';
import { CallerHeaders } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { OrderParams } from '../orders/orderSchemas.js';
import { simulatePaid } from './paymentPaid.js';
import {
  ownPayment,
  paymentForGiftCard,
  paymentForOrder,
  type PaymentView,
} from './paymentQueries.js';
import {
  GiftCardPaymentParams,
  Payment,
  PaymentParams,
  PaymentTransfer,
} from './paymentSchemas.js';

const unauthorized = ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).');

export const paymentRoutes: FastifyPluginAsyncTypebox<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.addSchema(PaymentTransfer);
  app.addSchema(Payment);
  const answer = (payment: PaymentView): Payment => ({
    ...payment,
    demoSwitch: config.demoPayments,
  });

  app.post(
    '/orders/:guid/payments',
    {
      schema: {
        operationId: 'createOrderPayment',
        tags: ['payments'],
        summary: "An NBS IPS QR payment of the order's amount due",
        description:
          'Answers 201 with a new payment, or 200 with the one still pending (at most one per order).',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: OrderParams,
        response: {
          200: ref(Payment, 'The pending payment, unchanged.'),
          201: ref(Payment, 'A new payment.'),
          401: unauthorized,
          404: ref(ErrorBody, 'No such order of this customer (NOT_FOUND).'),
          409: ref(ErrorBody, 'NOTHING_TO_PAY: cancelled, over, paid or fully covered.'),
          422: ref(ErrorBody, 'PAYMENT_UNAVAILABLE: the venue takes no IPS payments (or not RSD).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { payment, created } = await paymentForOrder(db, customerId, request.params.guid);
      return reply.status(created ? 201 : 200).send(answer(payment));
    },
  );

  app.post(
    '/gift-cards/:code/payments',
    {
      schema: {
        operationId: 'createGiftCardPayment',
        tags: ['payments'],
        summary: 'An NBS IPS QR payment of a gift card the customer bought (pending until paid)',
        description:
          'Answers 201 with a new payment, or 200 with the one still pending. Once paid the card ' +
          'is active (spendable).',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: GiftCardPaymentParams,
        response: {
          200: ref(Payment, 'The pending payment, unchanged.'),
          201: ref(Payment, 'A new payment.'),
          401: unauthorized,
          404: ref(ErrorBody, 'No such card bought by this customer (NOT_FOUND).'),
          409: ref(ErrorBody, 'NOTHING_TO_PAY: the card is paid (active) or void.'),
          422: ref(ErrorBody, 'PAYMENT_UNAVAILABLE: the venue takes no IPS payments (or not RSD).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { payment, created } = await paymentForGiftCard(db, customerId, request.params.code);
      return reply.status(created ? 201 : 200).send(answer(payment));
    },
  );

  app.get(
    '/payments/:id',
    {
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: 'A payment of one of the customer’s orders or gift cards (poll it for paid)',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: PaymentParams,
        response: {
          200: ref(Payment),
          401: unauthorized,
          404: ref(ErrorBody, 'No such payment of this customer (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      answer(
        await ownPayment(db, await authenticatedCustomer(db, request), Number(request.params.id)),
      ),
  );

  // A demo switch for the payment page: no bank notifies a demo. Off in production unless
  // DEMO_PAYMENTS turns it on (the local demo of `npm start`).
  if (config.demoPayments)
    app.post(
      '/payments/:id/simulate-paid',
      {
        schema: {
          operationId: 'simulatePaymentPaid',
          tags: ['payments'],
          summary: 'Demo only (DEMO_PAYMENTS): mark a pending payment paid',
          description:
            'A pending order is confirmed; a pending gift card becomes active; the customer is ' +
            'e-mailed a receipt.',
          security: bearerSecurity,
          headers: CallerHeaders,
          params: PaymentParams,
          response: {
            200: ref(Payment, 'The paid payment.'),
            401: unauthorized,
            404: ref(ErrorBody, 'No such payment of this customer (NOT_FOUND).'),
            409: ref(ErrorBody, 'NOTHING_TO_PAY: not pending (paid or expired).'),
            ...commonErrorResponses,
          },
        },
      },
      async (request) =>
        answer(
          await simulatePaid(
            db,
            await authenticatedCustomer(db, request),
            Number(request.params.id),
          ),
        ),
    );
};
