import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom, IdempotentCallerHeaders } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { withIdempotency } from '../../kernel/idempotency.js';

import {
  boughtGiftCards,
  boughtGiftCardsLimit,
  createGiftCard,
  findBoughtGiftCard,
  findGiftCard,
} from './giftCardQueries.js';
import {
  BoughtGiftCard,
  CreateGiftCardBody,
  GiftCard,
  GiftCardList,
  GiftCardParams,
} from './giftCardSchemas.js';

export const giftCardRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(GiftCard);
  app.addSchema(BoughtGiftCard);
  app.addSchema(GiftCardList);

  app.get(
    '/me/gift-cards',
    {
      schema: {
        operationId: 'listMyGiftCards',
        tags: ['gift-cards'],
        summary: 'The gift cards the customer bought',
        description: `Cards of organizations in the project country, newest first (at most ${boughtGiftCardsLimit}).`,
        security: bearerSecurity,
        headers: CallerHeaders,
        response: {
          200: ref(GiftCardList),
          401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country } = callerFrom(request.headers);
      return { giftCards: await boughtGiftCards(db, customerId, country, new Date()) };
    },
  );

  app.get(
    '/me/gift-cards/:code',
    {
      schema: {
        operationId: 'getMyGiftCard',
        tags: ['gift-cards'],
        summary: 'A gift card the customer bought, with where and when it is e-mailed',
        security: bearerSecurity,
        headers: CallerHeaders,
        params: GiftCardParams,
        response: {
          200: ref(BoughtGiftCard),
          401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
          404: ref(
            ErrorBody,
            'No card of this code bought by the customer in the project country (NOT_FOUND).',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country } = callerFrom(request.headers);
      return findBoughtGiftCard(db, customerId, country, request.params.code, new Date());
    },
  );

  app.get(
    '/gift-cards/:code',
    {
      schema: {
        operationId: 'getGiftCard',
        tags: ['gift-cards'],
        summary: 'Check a gift card: balance, expiry and where it is valid',
        description: 'An expired or used-up card answers 200 with state expired or used_up.',
        headers: CallerHeaders,
        params: GiftCardParams,
        response: {
          200: ref(GiftCard),
          404: ref(ErrorBody, 'No such card in the project country (NOT_FOUND).'),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { country } = callerFrom(request.headers);
      return findGiftCard(db, country, request.params.code, new Date());
    },
  );

  app.post(
    '/gift-cards',
    {
      schema: {
        operationId: 'createGiftCard',
        tags: ['gift-cards'],
        summary: 'Buy a gift card for a branch (idempotent)',
        description:
          'Creates a pending card (spendable once paid) with a new TERM-XXXX-XXXX code, balance = ' +
          'amount, valid 12 months at the branch. Idempotency-Key as for POST /orders.',
        security: bearerSecurity,
        headers: IdempotentCallerHeaders,
        body: CreateGiftCardBody,
        response: {
          201: ref(GiftCard, 'The new card.'),
          401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
          404: ref(ErrorBody, 'No such branch in the project country (NOT_FOUND).'),
          409: ref(ErrorBody, 'IDEMPOTENCY_IN_FLIGHT.'),
          422: ref(
            ErrorBody,
            "AMOUNT_OUT_OF_RANGE (outside the limits of the branch's currency), PAYMENT_UNAVAILABLE " +
              '(the venue takes no IPS payments, so the card could not be paid), IDEMPOTENCY_MISMATCH.',
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country } = callerFrom(request.headers);
      const answer = await withIdempotency(
        db,
        {
          scope: 'gift-cards.create',
          customerId,
          key: request.headers['idempotency-key'],
          payload: { country, ...request.body },
        },
        async (tx) => ({
          status: 201,
          body: await createGiftCard(tx, customerId, country, request.body, new Date()),
        }),
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status as 201).send(answer.body as GiftCard);
    },
  );
};
