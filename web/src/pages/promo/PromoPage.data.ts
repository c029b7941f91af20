import type { LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../app/data/pageData';
import { PromoPageQuery } from './queries';

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadPageQuery(
    context,
    request,
    PromoPageQuery,
    { slug: 'promo' },
    { found: (data) => data.promoPage !== null },
  );
}
