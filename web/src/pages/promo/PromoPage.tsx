import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { PromoView } from './PromoView';

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

/** /promo: the current offer in the page's language. */
export function Component() {
  const intl = useIntl();
  return (
    <PromoView
      page={useLoaderData<typeof loader>().promoPage!}
      path="/promo"
      description={intl.formatMessage({ id: 'promoPage.intro' })}
    />
  );
}
