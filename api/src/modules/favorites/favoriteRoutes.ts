import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/connect.js';
import { CallerHeaders, callerFrom } from '../../http/caller.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import { favoritesOf, forgetFavorite, saveFavorite, saveFavorites } from './favoriteQueries.js';
import { Favorite, FavoriteList, FavoriteParams, MergeFavoritesBody } from './favoriteSchemas.js';

export const favoriteRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(Favorite);
  app.addSchema(FavoriteList);
  const common = {
    tags: ['favorites'],
    security: bearerSecurity,
    headers: CallerHeaders,
  };
  const responses = {
    200: ref(FavoriteList, "The customer's saved venues after the change, newest first."),
    401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
    ...commonErrorResponses,
  };
  /** Every answer is the list as it now is, so a caller shows it without asking again. */
  const listFor = (customerId: number, headers: CallerHeaders) =>
    favoritesOf(db, customerId, callerFrom(headers).country).then((favorites) => ({ favorites }));

  app.get(
    '/me/favorites',
    {
      schema: {
        ...common,
        operationId: 'listMyFavorites',
        summary: "The venues the customer saved, in the caller's country",
        response: { ...responses, 200: ref(FavoriteList, 'Newest first.') },
      },
    },
    async (request) => listFor(await authenticatedCustomer(db, request), request.headers),
  );

  app.put(
    '/me/favorites/:branchId',
    {
      schema: {
        ...common,
        operationId: 'saveFavorite',
        summary: 'Save a venue (saving it again changes nothing)',
        params: FavoriteParams,
        response: {
          ...responses,
          404: ref(ErrorBody, 'No such branch in the project country (NOT_FOUND).'),
        },
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country } = callerFrom(request.headers);
      await saveFavorite(db, customerId, Number(request.params.branchId), country);
      return listFor(customerId, request.headers);
    },
  );

  app.delete(
    '/me/favorites/:branchId',
    {
      schema: {
        ...common,
        operationId: 'forgetFavorite',
        summary: 'Forget a saved venue (forgetting one not saved changes nothing)',
        params: FavoriteParams,
        response: responses,
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      await forgetFavorite(db, customerId, Number(request.params.branchId));
      return listFor(customerId, request.headers);
    },
  );

  app.post(
    '/me/favorites',
    {
      schema: {
        ...common,
        operationId: 'mergeFavorites',
        summary: "Add a browser's saved venues to the account's (at login)",
        body: MergeFavoritesBody,
        response: responses,
      },
    },
    async (request) => {
      const customerId = await authenticatedCustomer(db, request);
      const { country } = callerFrom(request.headers);
      await saveFavorites(db, customerId, request.body.branchIds, country);
      return listFor(customerId, request.headers);
    },
  );
};
