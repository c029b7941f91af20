import { graphql } from '../../__generated__';
import type { ManagedOrderFieldsFragment } from '../../__generated__/graphql';

/**
 * A customer's order as its own pages read it; BookingFields is what BookingOverview shows.
 * Fragment masking hides BookingFields' fields from the pages, so the ones they read themselves
 * are selected again here (reading them through getFragmentData instead is the next step).
 */
export const ManagedOrderFields = graphql(`
  fragment ManagedOrderFields on Order {
    ...BookingFields
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
    amountPaid {
      amount
      currency
    }
    paidAt
    canPay
    canCancel
    canReschedule
    cancellableUntil
    canReview
    over
    review {
      ...ReviewShownFields
    }
    cancelledAt
  }
`);

export type ManagedOrder = ManagedOrderFieldsFragment;
