import { graphql } from '../../__generated__';

/** Names of what is asked and what to link to (nearby cities, broader treatments, districts). */
export const SearchFacetsQuery = graphql(`
  query SearchFacets($category: String, $city: ID, $area: String) {
    searchFacets(category: $category, city: $city, area: $area) {
      treatment {
        slug
        title
        venueCount
      }
      broaderTreatment {
        slug
        title
        venueCount
      }
      city {
        city {
          value
          title
          latitude
          longitude
        }
        timeZone
        venueCount
      }
      area {
        area {
          slug
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
      cities {
        city {
          value
          title
        }
        timeZone
        venueCount
      }
      areas {
        area {
          slug
          title
        }
        venueCount
      }
    }
  }
`);

/** One page of results; each card reads its own fields (ResultCard_result). */
export const SearchResultsQuery = graphql(`
  query SearchResults($input: SearchInput!) {
    search(input: $input) {
      total
      page
      pageSize
      pageCount
      items {
        id
        slug
        name
        location {
          latitude
          longitude
        }
        ...ResultCard_result
      }
    }
  }
`);
