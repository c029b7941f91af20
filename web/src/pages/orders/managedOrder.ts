import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import type { ManagedOrderFieldsFragment } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { ManagedOrderQuery } from './queries';

/**
 * A customer's order as its own pages read it; BookingFields is what BookingOverview shows. Each
 * reader names the fields it reads (fragment masking keeps BookingFields' to BookingOverview), so
 * a field the overview stops showing cannot vanish from a page that still reads it.
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

/**
 * One of the customer's orders, fresh from the booking service (its state changes by the minute);
 * an order that is not theirs, or none, is the not-found page.
 */
export async function loadManagedOrder(
  { context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  guid: string,
): Promise<ManagedOrder> {
  const { order } = await loadPageQuery(
    context,
    request,
    ManagedOrderQuery,
    { guid },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  return getFragmentData(ManagedOrderFields, order!);
}
