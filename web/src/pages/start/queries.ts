import { graphql } from '../../__generated__';

/** The start page's content for a city: its treatments, the country's cities, top venues. */
export const StartPageQuery = graphql(`
  query StartPage($city: ID, $featured: SearchInput!) {
    here: searchFacets(city: $city) {
      city {
        city {
          value
          title
        }
        venueCount
      }
      treatments {
        slug
        title
        parentSlug
        venueCount
      }
    }
    country: searchFacets {
      cities {
        city {
          value
          title
        }
        venueCount
      }
      treatments {
        slug
        title
        parentSlug
        venueCount
      }
    }
    featured: search(input: $featured) {
      total
      items {
        id
        ...ResultCard_result
      }
    }
  }
`);
