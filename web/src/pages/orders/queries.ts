import { graphql } from '../../__generated__';

export const ManagedOrderFields = graphql(`
  fragment ManagedOrderFields on Order {
    guid
    status
    branch {
      id
      slug
      name
      address
      timeZone
    }
    items {
      serviceId
      serviceName
      startsAt
      master {
        id
        name
      }
      price {
        amount
        currency
      }
    }
    startsAt
    endsAt
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
    review {
      rating
      text
      createdAt
    }
    cancelledAt
  }
`);

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
        rating
        text
        createdAt
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
