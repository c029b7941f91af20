// Venues a customer saved (issue 42 item 12): kept in the account, listed in the profile.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { DatabaseId, DatabaseIdString } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';

/** The most venues one list keeps (and one merge sends). */
export const favoritesLimit = 200;

export const FavoriteParams = Type.Object({
  branchId: DatabaseIdString({ description: 'The saved branch.' }),
});

export const MergeFavoritesBody = Type.Object(
  {
    branchIds: Type.Array(DatabaseId(), {
      maxItems: favoritesLimit,
      description:
        "A browser's saved venues, added to the account's (login); unknown ones, or those of " +
        'another country, are skipped.',
    }),
  },
  { additionalProperties: false },
);

export const Favorite = component(
  'Favorite',
  Type.Object(
    {
      branch: Type.Object(
        {
          id: Type.Integer(),
          slug: Type.String(),
          name: Type.String(),
          address: Type.String(),
        },
        { additionalProperties: false },
      ),
      savedAt: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);
export type Favorite = Static<typeof Favorite>;

export const FavoriteList = component(
  'FavoriteList',
  Type.Object(
    { favorites: Type.Array(ref(Favorite), { description: 'Newest first.' }) },
    { additionalProperties: false },
  ),
);
export type FavoriteList = Static<typeof FavoriteList>;
