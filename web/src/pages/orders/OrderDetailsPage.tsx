import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from './customerPage';

import { CancellationWindow, OrderFacts } from './orderView';
import { ManagedOrderFields } from './orderView';
import { ManagedOrderQuery } from './queries';
import styles from './afterBooking.module.css';
import { bookingTerms, orderCancel, orderFeedback, orderPayment } from '../../routing/paths';
import { orderCalendar } from './visitCalendar';
import { VisitLinks } from './VisitLinks';

/** /book-now/order/{orderId} and /book-now/{slug}/order-overview/{orderGuid}: one of your orders. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const guid = args.params.orderId ?? args.params.orderGuid ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    ManagedOrderQuery,
    { guid },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  const order = getFragmentData(ManagedOrderFields, data.order!);
  const calendar = orderCalendar(order, new URL(args.request.url).href);
  return { order, prefix: prefixOf(args.params), calendar };
}

export function Component() {
  const { order, prefix, calendar } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.details.heading' });
  // IPS QR is the Serbian banks' instant payment: only dinar amounts.
  const payable =
    order.amountDue.amount > 0 &&
    order.amountDue.currency === 'RSD' &&
    (order.status === 'PENDING' || order.status === 'CONFIRMED');
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <OrderFacts order={order} />
      <CancellationWindow order={order} />
      <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'ordersPage.actions' })}>
        {payable && (
          <Link
            className={styles.buttonLink}
            to={orderPayment(prefix, order.branch.slug, order.guid)}
          >
            <FormattedMessage id="ordersPage.pay" />
          </Link>
        )}
        {/* A cancelled visit is in nobody's calendar and needs no way there. */}
        {order.status !== 'CANCELLED' && (
          <VisitLinks
            calendar={calendar}
            guid={order.guid}
            venue={order.branch}
            className={styles.secondary}
            secondaryClassName={styles.secondary}
          />
        )}
        {order.canCancel && (
          <Link className={styles.secondary} to={orderCancel(prefix, order.guid)}>
            <FormattedMessage id="ordersPage.cancel" />
          </Link>
        )}
        {order.canReview && (
          <Link className={styles.secondary} to={orderFeedback(prefix, order.guid)}>
            <FormattedMessage id="ordersPage.review" />
          </Link>
        )}
        <Link className={styles.secondary} to={bookingTerms(prefix, order.branch.slug)}>
          <FormattedMessage id="ordersPage.terms" />
        </Link>
      </nav>
    </article>
  );
}
