import { useIntl } from 'react-intl';
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { languageOf } from '../../app/locale';
import { loadPageQuery } from '../../app/data/pageData';
import { PromoPageQuery } from '../promo/PromoPage';
import { PromoView } from '../promo/PromoView';

/**
 * spec §2 "{token}": a running campaign's page; an unknown or finished one is a 404. It is written
 * in Serbian, so another locale's address leads to the Serbian one (never Serbian text marked as
 * English).
 */
export function loader({ context, request, params }: LoaderFunctionArgs) {
  if (languageOf(params.locale ?? '') !== 'sr') {
    const url = new URL(request.url);
    throw redirect(`/sr-RS/${params.token ?? ''}${url.search}`, 301);
  }
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
