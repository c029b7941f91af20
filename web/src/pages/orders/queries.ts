import { graphql } from '../../__generated__';

export const ManagedOrderQuery = graphql(`
  query ManagedOrder($guid: ID!) {
    order(guid: $guid) {
      ...ManagedOrderFields
    }
  }
`);

export const PastOrdersQuery = graphql(`
  query PastOrders {
    orders(when: PAST, limit: 50) {
      ...ManagedOrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        ...ManagedOrderFields
      }
      errors {
        code
        message
        field
        cancellableUntil
      }
    }
  }
`);

export const ReviewOrderMutation = graphql(`
  mutation ReviewOrder($input: ReviewOrderInput!) {
    reviewOrder(input: $input) {
      review {
        ...ReviewShownFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const BookingTermsQuery = graphql(`
  query BookingTerms($slug: ID!) {
    branchGeneral(id: $slug) {
      id
      slug
      name
      currency
      cancellationWindowMinutes
    }
  }
`);

export const OrderMoveQuery = graphql(`
  query OrderMove($guid: ID!) {
    order(guid: $guid) {
      ...ManagedOrderFields
      master {
        id
      }
    }
  }
`);

/** Where the order can move to: the slow part of the page (streamed after it, lateData.ts). */
export const OrderMoveTimesQuery = graphql(`
  query OrderMoveTimes($guid: ID!, $masterId: ID, $from: String) {
    order(guid: $guid) {
      guid
      moves: moveAvailability(masterId: $masterId, from: $from, days: 7) {
        timeZone
        days {
          date
          slots {
            time
            startsAt
            masterIds
          }
        }
      }
      team: moveAvailability(masterId: null, from: $from, days: 1) {
        masters {
          id
          name
          price {
            amount
            currency
          }
        }
      }
    }
  }
`);

/**
 * The chosen day's starts with their parts: where no one master is free for the whole visit, who
 * does each service and when (asked for one day only, as parts are the dearest part of a week).
 */
export const OrderMovePartsQuery = graphql(`
  query OrderMoveParts($guid: ID!, $masterId: ID, $from: String) {
    order(guid: $guid) {
      guid
      chosenDay: moveAvailability(masterId: $masterId, from: $from, days: 1) {
        days {
          slots {
            time
            parts {
              serviceId
              master {
                id
                name
              }
              startsAt
              endsAt
              price {
                amount
                currency
              }
            }
          }
        }
      }
    }
  }
`);

export const RescheduleOrderMutation = graphql(`
  mutation RescheduleOrder($input: RescheduleOrderInput!) {
    rescheduleOrder(input: $input) {
      order {
        ...ManagedOrderFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
