import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf } from '../orders/customerPage';
import { GroupEventFields } from './eventView';
import { EventVenueFields, GroupEventsQuery } from './queries';

/** /book-now/{slug}/group: a group-mode branch's upcoming events, with the seats left. */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    GroupEventsQuery,
    { branch: slug },
    // Seats change by the minute.
    {
      found: (answer) => answer.groupEvents !== null && answer.branch !== null,
      fetchPolicy: 'network-only',
      bookingStep: true,
    },
  );
  return {
    branchName: data.branchGeneral?.name ?? '',
    events: data.groupEvents!.events.map((event) => getFragmentData(GroupEventFields, event)),
    venue: getFragmentData(EventVenueFields, data.branch!),
    slug,
    prefix: prefixOf(args.params),
  };
}
