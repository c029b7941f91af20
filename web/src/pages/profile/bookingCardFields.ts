import { graphql } from '../../__generated__';

/** What a card in My bookings shows of a booking, a visit or places on an event alike. */
export const BookingCardFields = graphql(`
  fragment BookingCardFields on Booking {
    guid
    status
    startsAt
    branch {
      id
      slug
      name
      timeZone
    }
    total {
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
      }
      amountPaid {
        amount
        currency
      }
      paidAt
    }
    ... on EventBooking {
      eventId
      title
      seats
    }
  }
`);
