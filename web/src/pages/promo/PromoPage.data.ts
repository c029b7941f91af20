import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

export const PromoPageQuery = graphql(`
  query PromoPage($slug: String!) {
    promoPage(slug: $slug) {
      ...PromoPageFields
    }
  }
`);

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadPageQuery(
    context,
    request,
    PromoPageQuery,
    { slug: 'promo' },
    { found: (data) => data.promoPage !== null },
  );
}
