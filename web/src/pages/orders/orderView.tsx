import { graphql } from '../../__generated__';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ManagedOrderFieldsFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { isPaidInFull } from '../payment/paidOn';
import { PaidFact } from '../payment/PaidFact';
import { VenuePhone } from './VenuePhone';
import { VisitParts } from '../../components/visit-parts/VisitParts';
import styles from './afterBooking.module.css';

/** A customer's order as its pages show it: OrderFacts and CancellationWindow below, and its review. */
export const ManagedOrderFields = graphql(`
  fragment ManagedOrderFields on Order {
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

/** Hours between the cancellation deadline and the start: the branch's window. */
export function windowHours(order: { startsAt: string; cancellableUntil: string }): number {
  return Math.round((Date.parse(order.startsAt) - Date.parse(order.cancellableUntil)) / 3_600_000);
}

/** The order's facts: where, when, what, what it costs, and what was paid. */
export function OrderFacts({ order }: { order: ManagedOrder }) {
  const intl = useIntl();
  const zone = order.branch.timeZone;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.where" />
        </dt>
        <dd>
          {order.branch.name}, {order.branch.address}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.when" />
        </dt>
        <dd>{formatVenueDateTime(intl, order.startsAt, zone)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.services" />
        </dt>
        <dd>
          <VisitParts parts={order.items} timeZone={zone} className={styles.list} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.total" />
        </dt>
        <dd>{formatMoney(intl, order.total)}</dd>
      </div>
      {order.giftCardAmount.amount > 0 && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.giftCard" />
          </dt>
          <dd>{formatMoney(intl, order.giftCardAmount)}</dd>
        </div>
      )}
      {order.paidAt && <PaidFact amount={order.amountPaid} paidAt={order.paidAt} timeZone={zone} />}
      {/* A cancelled booking is owed nothing, a past visit was settled at the venue (issue 42
          item 23); a paid one says so above, with nothing left. */}
      {order.status !== 'CANCELLED' && !order.over && !isPaidInFull(order) && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.amountDue" />
          </dt>
          <dd>{formatMoney(intl, order.amountDue)}</dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="ordersPage.status" />
        </dt>
        <dd>
          <FormattedMessage id={`ordersPage.status.${order.status}`} />
        </dd>
      </div>
    </dl>
  );
}

/** spec §2: cancellation only inside the window; the window and its deadline, explained. */
export function CancellationWindow({ order }: { order: ManagedOrder }) {
  const intl = useIntl();
  const values = {
    deadline: formatVenueDateTime(intl, order.cancellableUntil, order.branch.timeZone),
    hours: windowHours(order),
    phone: <VenuePhone phone={order.branch.phone} />,
  };
  if (order.status === 'CANCELLED' || order.status === 'COMPLETED' || order.status === 'NO_SHOW')
    return null;
  return (
    <p className={order.canCancel ? styles.note : styles.alert}>
      <FormattedMessage
        id={order.canCancel ? 'ordersPage.window.moveOpen' : 'ordersPage.window.moveClosed'}
        values={values}
      />
    </p>
  );
}
