// A signed-in customer's saved venues live in the account; a visitor's in the browser
// (pages/company/favorites.ts) until they log in, when the browser's are added to the account's.
import type { ApolloClient } from '@apollo/client';
import { getFragmentData } from '../../__generated__';
import { clearFavorites, readFavorites } from '../../pages/company/favorites';
import {
  FavoriteVenueFields,
  ForgetFavoriteMutation,
  MergeFavoritesMutation,
  MyFavoritesQuery,
  SaveFavoriteMutation,
} from './favoriteDocuments';

/** A merge under way: the account's list is read after it. */
let merging: Promise<void> = Promise.resolve();

/** The ids of the account's saved venues. */
export async function accountFavoriteIds(client: ApolloClient): Promise<Set<string>> {
  await merging;
  const { data } = await client.query({ query: MyFavoritesQuery, fetchPolicy: 'network-only' });
  return new Set(
    (data?.myFavorites ?? []).map((favorite) => getFragmentData(FavoriteVenueFields, favorite).id),
  );
}

/** Saves or forgets a venue in the account; answers whether it is saved now. */
export async function setAccountFavorite(
  client: ApolloClient,
  branchId: string,
  saved: boolean,
): Promise<boolean> {
  const variables = { branch: branchId };
  const favorites = saved
    ? (await client.mutate({ mutation: SaveFavoriteMutation, variables })).data?.saveFavorite
        .favorites
    : (await client.mutate({ mutation: ForgetFavoriteMutation, variables })).data?.forgetFavorite
        .favorites;
  if (!favorites) return !saved;
  return favorites.some(
    (favorite) => getFragmentData(FavoriteVenueFields, favorite).id === branchId,
  );
}

/**
 * Adds the venues saved in this browser to the account's, then forgets the browser's copy; left
 * as they are when the account did not answer, for the next page to try again.
 */
export function mergeBrowserFavorites(
  storage: Storage,
  client: () => Promise<ApolloClient>,
): Promise<void> {
  const saved = readFavorites(storage);
  if (saved.length === 0) return Promise.resolve();
  const merge = async () => {
    const { data } = await (
      await client()
    ).mutate({ mutation: MergeFavoritesMutation, variables: { branches: saved } });
    if (data?.mergeFavorites.favorites) clearFavorites(storage);
  };
  merging = merge().catch(() => undefined);
  return merging;
}
