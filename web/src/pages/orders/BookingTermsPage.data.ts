import type { LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf } from './customerPage';
import { BookingTermsQuery } from './queries';

/** /book-now/{slug}/terms-of-use: the booking terms of one branch (its own window). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadPageQuery(
    args.context,
    args.request,
    BookingTermsQuery,
    { slug: args.params.slug ?? '' },
    { found: (answer) => answer.branchGeneral !== null },
  );
  return { branch: data.branchGeneral!, prefix: prefixOf(args.params) };
}
