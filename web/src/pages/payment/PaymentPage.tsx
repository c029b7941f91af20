import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { ManagedOrderFields } from '../orders/managedOrder';
import { ManagedOrderQuery } from '../orders/queries';
import { formatPaidOn, isPaidInFull } from './paidOn';
import { PaymentFields, PaymentPanel } from './PaymentPanel';
import { StartOrderPaymentMutation } from './queries';
import styles from '../orders/afterBooking.module.css';
import { orderDetails } from '../../routing/paths';

/**
 * /book-now/{slug}/payment/{orderGuid}: pay the order's amount due by IPS QR. The payment is
 * started (or the pending one reused) on the server, so the code shows without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const guid = args.params.orderGuid ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    ManagedOrderQuery,
    { guid },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  const order = getFragmentData(ManagedOrderFields, data.order!);
  // api's canPay, the rule of every Pay button; a paid order shows what was paid instead.
  if (!order.canPay)
    return {
      order,
      payment: null,
      refusal: order.paidAt ? null : 'NOTHING_TO_PAY',
      prefix: prefixOf(args.params),
    };
  const started = await pageClientOf(args.context).mutate({
    mutation: StartOrderPaymentMutation,
    variables: { input: { orderGuid: guid } },
  });
  const payload = started.data?.startOrderPayment;
  return {
    order,
    payment: payload?.payment ? getFragmentData(PaymentFields, payload.payment) : null,
    refusal: payload?.errors[0]?.code ?? null,
    prefix: prefixOf(args.params),
  };
}

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
