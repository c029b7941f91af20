// @vitest-environment jsdom
import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { favoritesKey, toggleFavorite } from '../../pages/company/favorites';
import { mergeBrowserFavorites } from './accountFavorites';

/** A client whose mutation answers `answer` (or fails), recording what it was sent. */
const clientAnswering = (answer: () => Promise<unknown>) => {
  const mutate = vi.fn(answer);
  return { mutate, client: () => Promise.resolve({ mutate } as unknown as ApolloClient) };
};

describe('mergeBrowserFavorites', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds the browser’s saved venues to the account, then forgets the browser’s copy', async () => {
    toggleFavorite(window.localStorage, '12');
    toggleFavorite(window.localStorage, '7');
    const { mutate, client } = clientAnswering(async () => ({
      data: { mergeFavorites: { favorites: [], errors: [] } },
    }));
    await mergeBrowserFavorites(window.localStorage, client);
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { branches: ['12', '7'] } }),
    );
    expect(window.localStorage.getItem(favoritesKey)).toBeNull();
  });

  it('keeps the browser’s list when the account did not answer, and asks nothing for none', async () => {
    toggleFavorite(window.localStorage, '12');
    const failing = clientAnswering(() => Promise.reject(new Error('offline')));
    await mergeBrowserFavorites(window.localStorage, failing.client);
    expect(window.localStorage.getItem(favoritesKey)).toBe('["12"]');
    window.localStorage.clear();
    const idle = clientAnswering(async () => ({}));
    await mergeBrowserFavorites(window.localStorage, idle.client);
    expect(idle.mutate).not.toHaveBeenCalled();
  });
});
