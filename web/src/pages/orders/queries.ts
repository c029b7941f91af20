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
