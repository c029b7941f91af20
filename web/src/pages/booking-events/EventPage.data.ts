import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf } from '../orders/customerPage';
import { heldAt } from './eventView';
import { GroupEventFields } from './eventView';
import { EventVenueFields, GroupEventQuery } from './queries';

/** /book-now/{slug}/group/{eventId}: one event, its seats left, and the way to book a place. */
export async function loader(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    GroupEventQuery,
    { id: args.params.eventId ?? '', branch: slug },
    {
      found: (answer) =>
        answer.groupEvent !== null &&
        answer.branch !== null &&
        heldAt(slug, getFragmentData(GroupEventFields, answer.groupEvent)),
      fetchPolicy: 'network-only',
    },
  );
  return {
    event: getFragmentData(GroupEventFields, data.groupEvent!),
    venue: getFragmentData(EventVenueFields, data.branch!),
    slug,
    prefix: prefixOf(args.params),
  };
}
