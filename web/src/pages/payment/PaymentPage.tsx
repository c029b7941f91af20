import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { ManagedOrderFields } from '../orders/orderView';
import { ManagedOrderQuery } from '../orders/queries';
import { PaymentFields } from './PaymentPanel';
import { StartOrderPaymentMutation } from './queries';
import { PaymentPanel } from './PaymentPanel';
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
  const payable =
    order.amountDue.amount > 0 && (order.status === 'PENDING' || order.status === 'CONFIRMED');
  if (!payable)
    return { order, payment: null, refusal: 'NOTHING_TO_PAY', prefix: prefixOf(args.params) };
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
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.note}>
        <FormattedMessage
          id="paymentPage.forOrder"
          values={{
            branch: order.branch.name,
            when: formatVenueDateTime(intl, order.startsAt, order.branch.timeZone),
            amount: formatMoney(intl, order.amountDue),
          }}
        />
      </p>
      {payment ? (
        <PaymentPanel initial={payment} timeZone={order.branch.timeZone} />
      ) : (
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
