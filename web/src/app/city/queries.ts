import { graphql } from '../../__generated__';

/** The cities of the project country; the root loader prefetches it, so SSR reads the cache. */
export const CitiesQuery = graphql(`
  query Cities {
    cities {
      value
      title
      latitude
      longitude
    }
  }
`);
