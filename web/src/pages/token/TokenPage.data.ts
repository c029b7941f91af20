import { redirect, type LoaderFunctionArgs } from 'react-router';
import { languageOf, routePrefixes } from '../../app/locale';
import { loadPageQuery } from '../../app/data/pageData';
import { PromoPageQuery } from '../promo/queries';
import { PromoPageFields } from '../promo/PromoView';
import { getFragmentData } from '../../__generated__';

/**
 * spec §2 "{token}": a running campaign's page; an unknown or finished one is a 404. Another
 * locale's address leads to the one of the language it is written in (never Serbian text marked
 * as English).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const data = await loadPageQuery(
    context,
    request,
    PromoPageQuery,
    { slug: params.token ?? '' },
    { found: (answer) => answer.promoPage !== null },
  );
  // Only a running campaign moves, to the locale of the language it is written in; an unknown
  // one stays a 404 at the address asked for.
  const written = getFragmentData(PromoPageFields, data.promoPage!).language;
  if (languageOf(params.locale ?? '') !== written) {
    const prefix = routePrefixes.find((candidate) => languageOf(candidate) === written) ?? 'sr-RS';
    throw redirect(`/${prefix}/${params.token ?? ''}${new URL(request.url).search}`, 301);
  }
  return data;
}
