import { useIntl } from 'react-intl';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../app/data/pageData';
import { PromoPageQuery } from '../promo/PromoPage';
import { PromoView } from '../promo/PromoView';

/** spec §2 "{token}": a running campaign's page; an unknown or finished one is a 404. */
export function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadPageQuery(
    context,
    request,
    PromoPageQuery,
    { slug: params.token ?? '' },
    { found: (data) => data.promoPage !== null },
  );
}

/** /{token}: a Serbian-language promo page (spec §2). */
export function Component() {
  const { promoPage } = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  const intl = useIntl();
  return (
    <PromoView
      page={promoPage!}
      path={`/${token}`}
      description={intl.formatMessage({ id: 'tokenPage.intro' })}
    />
  );
}
