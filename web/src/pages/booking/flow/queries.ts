import { graphql } from '../../../__generated__';

/** The branch with its menu and team: every step reads it (one cached answer for the flow). */
export const BookingBranchQuery = graphql(`
  query BookingBranch($slug: ID!) {
    branch(id: $slug) {
      id
      slug
      name
      address
      phone
      timeZone
      currency
      interfaceMode
      cancellationWindowMinutes
      general {
        bookingHorizonDays
      }
      services {
        id
        title
        services {
          id
          name
          description
          durationMinutes
          priceFrom
          price {
            amount
            currency
          }
        }
      }
      masters {
        id
        name
        title
        serviceIds
        rating {
          average
          count
        }
        photo {
          url
          alt
          width
          height
        }
      }
    }
  }
`);

/** The booking settings that decide the entry (spec §2: single, group or multi). */
export const BookingEntryQuery = graphql(`
  query BookingEntry($slug: ID!) {
    branchGeneral(id: $slug) {
      id
      slug
      name
      interfaceMode
    }
  }
`);

/** Free starts for the chosen services (and master) over some days. */
export const BookingAvailabilityQuery = graphql(`
  query BookingAvailability(
    $branch: ID!
    $serviceIds: [ID!]!
    $masterId: ID
    $from: String
    $days: Int
  ) {
    availability(
      branch: $branch
      serviceIds: $serviceIds
      masterId: $masterId
      from: $from
      days: $days
    ) {
      timeZone
      masters {
        id
        name
        durationMinutes
        price {
          amount
          currency
        }
      }
      days {
        date
        slots {
          time
          startsAt
          masterIds
        }
      }
    }
  }
`);

/** Who is booking: the checkout's contact details start from the signed-in customer. */
export const BookingViewerQuery = graphql(`
  query BookingViewer {
    viewer {
      id
      firstName
      lastName
      email
      phoneEntry {
        country
        number
      }
    }
  }
`);

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        guid
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

/** The checkout's price: the order exactly as the api would book it now. */
export const OrderQuoteQuery = graphql(`
  query OrderQuote($input: OrderQuoteInput!) {
    orderQuote(input: $input) {
      quote {
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
        cancellableUntil
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
      }
      errors {
        code
      }
    }
  }
`);
