import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { invalidUrl } from '../../routing/validatedFirst';
import { requireCustomer } from '../orders/customerPage';
import { bookingPeriod, myBookingsState } from './myBookingsState';

const MyBookingsQuery = graphql(`
  query MyBookings($when: BookingPeriod!, $page: Int!) {
    myBookings(when: $when, page: $page) {
      page
      pageCount
      total
      items {
        guid
        ...BookingCardFields
      }
    }
  }
`);

/** /profile/bookings?when=past&page=2: fresh on every visit (bookings change). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const state = myBookingsState(new URL(args.request.url).searchParams);
  if (!state) invalidUrl(args.request);
  const data = await loadPageQuery(
    args.context,
    args.request,
    MyBookingsQuery,
    { when: bookingPeriod(state.when), page: state.page },
    { fetchPolicy: 'network-only' },
  );
  // A page past the last is not a page of the list (the first page of none is its empty state).
  if (state.page > Math.max(data.myBookings.pageCount, 1)) invalidUrl(args.request);
  return { ...data.myBookings, when: state.when };
}
