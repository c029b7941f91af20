import { graphql } from '../../__generated__';

/** A campaign page by its slug: /promo's and the {token} pages' (spec §2). */
export const PromoPageQuery = graphql(`
  query PromoPage($slug: String!) {
    promoPage(slug: $slug) {
      ...PromoPageFields
    }
  }
`);
