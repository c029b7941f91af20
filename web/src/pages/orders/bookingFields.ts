import { graphql } from '../../__generated__';
import type { BookingFieldsFragment } from '../../__generated__/graphql';
import type { RoutePrefix } from '../../app/locale';
import {
  eventBookingAction,
  eventBookingOverview,
  orderCancel,
  orderDetails,
  orderFeedback,
  orderPayment,
  orderReschedule,
} from '../../routing/paths';
import { eventCalendar, orderCalendar } from './visitCalendar';

/** What BookingOverview shows of a booking, a visit or places on an event alike. */
export const BookingFields = graphql(`
  fragment BookingFields on Booking {
    guid
    status
    branch {
      id
      slug
      name
      address
      fullAddress
      phone
      timeZone
    }
    startsAt
    total {
      amount
      currency
    }
    giftCardAmount {
      amount
      currency
    }
    amountDue {
      amount
      currency
    }
    canCancel
    cancellableUntil
    canReview
    over
    comment
    review {
      ...ReviewShownFields
    }
    ... on Order {
      items {
        serviceId
        serviceName
        startsAt
        endsAt
        master {
          id
          name
        }
        price {
          amount
          currency
        }
      }
      amountPaid {
        amount
        currency
      }
      paidAt
      canPay
      canReschedule
    }
    ... on EventBooking {
      eventId
      title
      seats
    }
  }
`);

export type BookingView = BookingFieldsFragment;

/** The zone a booking's times are read in: its venue's. */
export const bookingZone = (booking: BookingView) => booking.branch.timeZone;

/** Hours between the cancellation deadline and the start: the branch's window. */
export function windowHours(booking: { startsAt: string; cancellableUntil: string }): number {
  return Math.round(windowMinutes(booking) / 60);
}

/** Minutes between the cancellation deadline and the start: the branch's window. */
export function windowMinutes(booking: { startsAt: string; cancellableUntil: string }): number {
  return Math.round((Date.parse(booking.startsAt) - Date.parse(booking.cancellableUntil)) / 60_000);
}

/** A booking's own page, for its kind. */
export function bookingOverviewHref(
  prefix: RoutePrefix,
  booking:
    | { __typename: 'Order'; guid: string }
    | { __typename: 'EventBooking'; guid: string; eventId: string; branch: { slug: string } },
): string {
  return booking.__typename === 'Order'
    ? orderDetails(prefix, booking.guid)
    : eventBookingOverview(prefix, booking.branch.slug, booking.eventId, booking.guid);
}

/** Where a booking is managed, for its kind: null where the kind (or the moment) offers none. */
export interface BookingLinks {
  overview: string;
  calendar: string;
  pay: string | null;
  move: string | null;
  cancel: string | null;
  review: string | null;
}

export function bookingLinks(prefix: RoutePrefix, booking: BookingView): BookingLinks {
  if (booking.__typename === 'Order')
    return {
      overview: bookingOverviewHref(prefix, booking),
      calendar: orderCalendar(booking.guid),
      // api's canPay is the one rule of every Pay button.
      pay: booking.canPay ? orderPayment(prefix, booking.branch.slug, booking.guid) : null,
      move: booking.canReschedule ? orderReschedule(prefix, booking.guid) : null,
      cancel: booking.canCancel ? orderCancel(prefix, booking.guid) : null,
      review: booking.canReview ? orderFeedback(prefix, booking.guid) : null,
    };
  // Places on an event are neither paid online nor moved; their pages sit under the event's.
  const at = [prefix, booking.branch.slug, booking.eventId] as const;
  return {
    overview: bookingOverviewHref(prefix, booking),
    calendar: eventCalendar(booking.guid),
    pay: null,
    move: null,
    cancel: booking.canCancel ? eventBookingAction(...at, 'cancel', booking.guid) : null,
    review: booking.canReview ? eventBookingAction(...at, 'review', booking.guid) : null,
  };
}
