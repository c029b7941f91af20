import { graphql } from '../../__generated__';

/** Venues and treatments for the search text (spec §5: the text is sent lowercased). */
export const SuggestionsQuery = graphql(`
  query Suggestions($text: String!, $city: ID) {
    suggestions(text: $text, city: $city) {
      branches {
        id
        title
        address
      }
      categories {
        id
        title
      }
    }
  }
`);
