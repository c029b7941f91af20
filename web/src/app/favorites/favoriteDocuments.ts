import { graphql } from '../../__generated__';

// The account's saved venues (issue 42 item 12): every answer is the list as it now is.

export const FavoriteVenueFields = graphql(`
  fragment FavoriteVenueFields on FavoriteVenue {
    id
    slug
    name
    address
    savedAt
  }
`);

export const MyFavoritesQuery = graphql(`
  query MyFavorites {
    myFavorites {
      ...FavoriteVenueFields
    }
  }
`);

export const SaveFavoriteMutation = graphql(`
  mutation SaveFavorite($branch: ID!) {
    saveFavorite(branch: $branch) {
      favorites {
        ...FavoriteVenueFields
      }
      errors {
        code
      }
    }
  }
`);

export const ForgetFavoriteMutation = graphql(`
  mutation ForgetFavorite($branch: ID!) {
    forgetFavorite(branch: $branch) {
      favorites {
        ...FavoriteVenueFields
      }
      errors {
        code
      }
    }
  }
`);

export const MergeFavoritesMutation = graphql(`
  mutation MergeFavorites($branches: [ID!]!) {
    mergeFavorites(branches: $branches) {
      favorites {
        ...FavoriteVenueFields
      }
      errors {
        code
      }
    }
  }
`);
