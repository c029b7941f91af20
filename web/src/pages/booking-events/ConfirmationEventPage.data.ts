import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { isGuid } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';
import { eventBookingOverview } from '../../routing/paths';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { EventBookingFields } from './eventBooking';
import { EventBookingQuery } from './queries';

/** /book-now/confirmation_event?booking={guid}: the booked places, and the event for a calendar. */
export async function loader(args: LoaderFunctionArgs) {
  const guid = new URL(args.request.url).searchParams.get('booking');
  // The booking is what the page shows: a value that is no guid names none (a 404 before login).
  if (!isGuid(guid)) invalidUrl(args.request);
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventBookingQuery,
    { guid },
    { found: (answer) => answer.eventBooking !== null, fetchPolicy: 'network-only' },
  );
  const booking = getFragmentData(EventBookingFields, data.eventBooking!);
  const prefix = prefixOf(args.params);
  const overview = eventBookingOverview(prefix, booking.branch.slug, booking.eventId, booking.guid);
  // Cancelled since (the back button after cancelling, an old tab): no longer "you are booked";
  // the booking's own page says what it is now.
  if (booking.status === 'CANCELLED') throw redirect(overview);
  return { booking, prefix, overview };
}
