import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.js';
import { customerContext, json } from '../../test/resolverContext.js';
import { FavoriteVenue, Mutation, Query } from './FavoriteVenue.js';

// Saved venues over a stub upstream (issue 42 item 12): the account's list, and a browser's merged
// into it at login.

type Resolver = (parent: unknown, args: unknown, context: GraphQLContext, info: never) => unknown;
const call = (resolver: unknown, args: unknown, context: GraphQLContext, parent: unknown = {}) =>
  (resolver as Resolver)(parent, args, context, {} as never);

const lotus = {
  branch: { id: 12, slug: 'salon-lotus-vracar-12', name: 'Salon Lotus Vračar', address: 'A 1' },
  savedAt: '2026-11-28T07:00:00.000Z',
};

describe('favourite venues', () => {
  it('lists the account’s saved venues as the customer', async () => {
    const { context, requests } = customerContext(() => json({ favorites: [lotus] }));
    const [favorite] = (await call(Query.myFavorites, {}, context)) as [typeof lotus];
    expect(favorite).toEqual(lotus);
    expect(new URL(requests[0]!.url).pathname).toBe('/me/favorites');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
    const field = (name: keyof typeof FavoriteVenue) =>
      call(FavoriteVenue[name], {}, context, favorite);
    expect(await field('id')).toBe('12');
    expect(await field('slug')).toBe('salon-lotus-vracar-12');
  });

  it('saves and forgets a venue named by its slug', async () => {
    const { context, requests } = customerContext(() => json({ favorites: [lotus] }));
    const saved = await call(Mutation.saveFavorite, { branch: 'salon-lotus-vracar-12' }, context);
    expect(saved).toEqual({ favorites: [lotus], errors: [] });
    await call(Mutation.forgetFavorite, { branch: '12' }, context);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'PUT /me/favorites/12',
      'DELETE /me/favorites/12',
    ]);
  });

  it('merges a browser’s list, dropping what names no venue', async () => {
    const { context, requests } = customerContext(() => json({ favorites: [lotus] }));
    await call(
      Mutation.mergeFavorites,
      { branches: ['salon-lotus-vracar-12', '7', '7', 'not-a-venue', '0', '99999999999'] },
      context,
    );
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ branchIds: [12, 7] });
  });

  it('answers an unknown venue as NOT_FOUND, not a GraphQL error', async () => {
    const { context } = customerContext(() =>
      json({ error: { code: 'NOT_FOUND', message: 'Unknown branch' } }, 404),
    );
    const answer = (await call(Mutation.saveFavorite, { branch: '99' }, context)) as {
      favorites: null;
      errors: { code: string }[];
    };
    expect(answer.favorites).toBeNull();
    expect(answer.errors[0]!.code).toBe('NOT_FOUND');
  });
});
