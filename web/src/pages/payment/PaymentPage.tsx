import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { formatPaidOn, isPaidInFull } from './paidOn';
import { PaymentPanel } from './PaymentPanel';
import styles from '../orders/afterBooking.module.css';
import { orderDetails } from '../../routing/paths';
import type { loader } from './PaymentPage.data';

export function Component() {
  const { order, payment, refusal, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'paymentPage.heading' });
  const zone = order.branch.timeZone;
  const [paidHere, setPaidHere] = useState(false);
  // Paid with nothing left (or just now, here): the page says so rather than refusing (issue 42).
  const paid = isPaidInFull(order) || paidHere;
  const onPaid = useCallback(() => setPaidHere(true), []);
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.note}>
        <FormattedMessage
          id={paid ? 'paymentPage.forPaidOrder' : 'paymentPage.forOrder'}
          values={{
            branch: order.branch.name,
            when: formatVenueDateTime(intl, order.startsAt, zone),
            amount: formatMoney(intl, order.amountDue),
          }}
        />
      </p>
      {payment && <PaymentPanel initial={payment} timeZone={zone} onPaid={onPaid} />}
      {!payment && paid && order.paidAt && (
        <p className={styles.success} role="status">
          <FormattedMessage id="payment.paid" />
          {': '}
          {formatPaidOn(intl, order.amountPaid, order.paidAt, zone)}
        </p>
      )}
      {!payment && !paid && (
        <p className={styles.alert} role="alert">
          <FormattedMessage id={`userError.${refusal ?? 'UNEXPECTED'}`} />
        </p>
      )}
      <Link className={styles.secondary} to={orderDetails(prefix, order.guid)}>
        <FormattedMessage id="paymentPage.backToOrder" />
      </Link>
    </article>
  );
}
