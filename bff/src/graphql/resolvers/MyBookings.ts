import type {
  CustomerBookingPageResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { myBookings, type UpstreamMyBookingsPage } from '../../upstream/myBookingsApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type CustomerBookingPageMapper = UpstreamMyBookingsPage;

/** Bookings per page of My bookings. */
const pageSize = 10;

export const Query: Pick<QueryResolvers, 'myBookings'> = {
  // A page out of range is the api's 400, mapped to BAD_USER_INPUT like any other.
  myBookings: (_parent, { when, page }, { api }) =>
    myBookings(
      api,
      when === 'PAST' ? 'past' : when === 'CANCELLED' ? 'cancelled' : 'upcoming',
      page ?? 1,
      pageSize,
    ),
};

export const CustomerBookingPage: CustomerBookingPageResolvers = {
  items: (page) =>
    page.items.map((item) => (item.kind === 'order' ? item.order : item.eventBooking)),
};
