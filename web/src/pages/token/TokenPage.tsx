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
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const data = await loadPageQuery(
    context,
    request,
    PromoPageQuery,
    { slug: params.token ?? '' },
    { found: (answer) => answer.promoPage !== null },
  );
  // Only a running campaign moves; an unknown one stays a 404 at the address asked for.
  if (languageOf(params.locale ?? '') !== 'sr') {
    throw redirect(`/sr-RS/${params.token ?? ''}${new URL(request.url).search}`, 301);
  }
  return data;
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
