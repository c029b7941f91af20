// The signed-in customer's saved venues upstream: list, save, forget, and merge a browser's list.
import type { components } from './__generated__/api.js';
import type { BookingApi, MutationOutcome } from './bookingApi.js';

export type UpstreamFavorite = components['schemas']['Favorite'];
type UpstreamFavoriteList = components['schemas']['FavoriteList'];

export async function favorites(api: BookingApi): Promise<UpstreamFavorite[]> {
  const list = await api.callAsCustomer((authorization) =>
    api.client.GET('/me/favorites', { params: { header: api.header }, headers: { authorization } }),
  );
  return list.favorites;
}

// Saving and forgetting set a state, so a replay changes nothing: the api takes no key here.

export function saveFavorite(
  api: BookingApi,
  branchId: string,
): Promise<MutationOutcome<UpstreamFavoriteList>> {
  return api.mutateAsCustomer(null, ({ authorization }) =>
    api.client.PUT('/me/favorites/{branchId}', {
      params: { header: api.header, path: { branchId } },
      headers: { authorization },
    }),
  );
}

export function forgetFavorite(
  api: BookingApi,
  branchId: string,
): Promise<MutationOutcome<UpstreamFavoriteList>> {
  return api.mutateAsCustomer(null, ({ authorization }) =>
    api.client.DELETE('/me/favorites/{branchId}', {
      params: { header: api.header, path: { branchId } },
      headers: { authorization },
    }),
  );
}

export function mergeFavorites(
  api: BookingApi,
  branchIds: number[],
): Promise<MutationOutcome<UpstreamFavoriteList>> {
  return api.mutateAsCustomer(null, ({ authorization }) =>
    api.client.POST('/me/favorites', {
      params: { header: api.header },
      headers: { authorization },
      body: { branchIds },
    }),
  );
}
