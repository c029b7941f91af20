import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from './customerPage';

import { CancellationWindow, OrderFacts } from './orderView';
import { ManagedOrderFields } from './orderView';
import { ManagedOrderQuery } from './queries';
import styles from './afterBooking.module.css';
import { bookingTerms, orderCancel, orderFeedback, orderReschedule } from '../../routing/paths';
import { orderCalendar } from './visitCalendar';
import { VisitLinks } from './VisitLinks';
import { PayLink } from '../payment/PayLink';

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
  const url = new URL(args.request.url);
  const calendar = orderCalendar(order.guid);
  // Just moved (the move's action came here): say so above the new time.
  const moved = url.searchParams.get('moved') === '1' && order.status !== 'CANCELLED';
  return { order, prefix: prefixOf(args.params), calendar, moved };
}

export function Component() {
  const { order, prefix, calendar, moved } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.details.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      {moved && (
        <p className={styles.success} role="status">
          <FormattedMessage id="ordersPage.moved" />
        </p>
      )}
      <OrderFacts order={order} />
      <CancellationWindow order={order} />
      <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'ordersPage.actions' })}>
        <PayLink order={order} prefix={prefix} className={styles.buttonLink} />
        {/* A cancelled visit is in nobody's calendar and needs no way there. */}
        {order.status !== 'CANCELLED' && (
          <VisitLinks
            calendar={calendar}
            guid={order.guid}
            over={order.over}
            venue={order.branch}
            className={styles.secondary}
            secondaryClassName={styles.secondary}
          />
        )}
        {order.canReschedule && (
          <Link className={styles.secondary} to={orderReschedule(prefix, order.guid)}>
            <FormattedMessage id="ordersPage.move" />
          </Link>
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
