// The customer's saved venues (issue 42 item 12): kept in the account, listed in the profile.
import type {
  FavoriteVenueResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { branchKey } from '../../upstream/branchesApi.js';
import {
  favorites,
  forgetFavorite,
  mergeFavorites,
  saveFavorite,
  type UpstreamFavorite,
} from '../../upstream/favoritesApi.js';
import type { UserError } from '../../upstream/errors.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type FavoriteVenueMapper = UpstreamFavorite;

/** The branch id an id or slug names, or null when it names none. */
function branchIdOf(idOrSlug: string): number | null {
  const id = Number(branchKey(idOrSlug));
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

const unknownBranch: UserError = {
  code: 'NOT_FOUND',
  message: 'Unknown branch',
  field: 'branch',
  cancellableUntil: null,
};

export const Query: Pick<QueryResolvers, 'myFavorites'> = {
  myFavorites: (_parent, _args, { api }) => favorites(api),
};

export const Mutation: Pick<
  MutationResolvers,
  'saveFavorite' | 'forgetFavorite' | 'mergeFavorites'
> = {
  saveFavorite: async (_parent, { branch }, { api }) => {
    const id = branchIdOf(branch);
    if (id === null) return { favorites: null, errors: [unknownBranch] };
    const { data, errors } = await saveFavorite(api, String(id));
    return { favorites: data?.favorites ?? null, errors };
  },
  forgetFavorite: async (_parent, { branch }, { api }) => {
    const id = branchIdOf(branch);
    if (id === null) return { favorites: null, errors: [unknownBranch] };
    const { data, errors } = await forgetFavorite(api, String(id));
    return { favorites: data?.favorites ?? null, errors };
  },
  mergeFavorites: async (_parent, { branches }, { api }) => {
    // A browser's list may hold anything: what names no branch is skipped, as the api skips
    // venues it does not know.
    const ids = [...new Set(branches.map(branchIdOf).filter((id) => id !== null))].slice(0, 200);
    const { data, errors } = await mergeFavorites(api, ids);
    return { favorites: data?.favorites ?? null, errors };
  },
};

export const FavoriteVenue: FavoriteVenueResolvers = {
  id: (favorite) => String(favorite.branch.id),
  slug: (favorite) => favorite.branch.slug,
  name: (favorite) => favorite.branch.name,
  address: (favorite) => favorite.branch.address,
};
