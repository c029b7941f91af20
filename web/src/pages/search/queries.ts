import { graphql } from '../../__generated__';

/**
 * A search page in one operation: the names of what is asked and what to link to (nearby cities,
 * broader treatments, districts), and one page of results, each card reading its own fields
 * (ResultCard_result). bff finds the city's centre and time zone itself, so the results do not
 * wait for the facets.
 */
export const SearchPageQuery = graphql(`
  query SearchPage($category: String, $city: ID, $area: String, $input: SearchInput!) {
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
