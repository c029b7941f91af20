import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import type { EventBookingFieldsFragment } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { isGuid } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';
import { eventBookingOverview, groupEvents } from '../../routing/paths';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { EventBookingQuery } from './queries';

/** Places on a group event as their pages read them; BookingFields is what BookingOverview shows. */
export const EventBookingFields = graphql(`
  fragment EventBookingFields on EventBooking {
    ...BookingFields
    guid
    status
    eventId
    seats
    giftCardAmount {
      amount
      currency
    }
    canCancel
    canReview
    review {
      ...ReviewShownFields
    }
    branch {
      id
      slug
      phone
      timeZone
    }
  }
`);

export type EventBookingView = EventBookingFieldsFragment;

/** The zone the booking's times are read in: its venue's. */
export const zoneOf = (booking: EventBookingView) => booking.branch.timeZone;

/** The customer's booking named by the path's orderGuid or the `booking` query value. */
export async function loadEventBooking(args: LoaderFunctionArgs) {
  const guid = args.params.orderGuid ?? new URL(args.request.url).searchParams.get('booking');
  // The booking is what the page shows: a value that is no guid names none (a 404 before login).
  if (!isGuid(guid)) invalidUrl(args.request);
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventBookingQuery,
    { guid },
    {
      // The booking must be of the event the path names.
      found: (answer) =>
        answer.eventBooking !== null &&
        getFragmentData(EventBookingFields, answer.eventBooking).eventId === args.params.eventId,
      fetchPolicy: 'network-only',
    },
  );
  const booking = getFragmentData(EventBookingFields, data.eventBooking!);
  const prefix = prefixOf(args.params);
  const at = [prefix, args.params.slug ?? '', booking.eventId] as const;
  return {
    booking,
    prefix,
    links: {
      event: groupEvents(...at),
      overview: eventBookingOverview(...at, booking.guid),
    },
  };
}
