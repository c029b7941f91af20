import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { bookingTerms } from '../../routing/paths';
import { BookingOverview } from './BookingOverview';
import { prefixOf, requireCustomer } from './customerPage';
import { ManagedOrderFields } from './managedOrder';
import { ManagedOrderQuery } from './queries';
import styles from './afterBooking.module.css';

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
  // Just moved (the move's action came here): say so above the new time.
  const moved =
    new URL(args.request.url).searchParams.get('moved') === '1' && order.status !== 'CANCELLED';
  return { order, prefix: prefixOf(args.params), moved };
}

export function Component() {
  const { order, prefix, moved } = useLoaderData<typeof loader>();
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
      <BookingOverview booking={order} prefix={prefix}>
        <Link className={styles.secondary} to={bookingTerms(prefix, order.branch.slug)}>
          <FormattedMessage id="ordersPage.terms" />
        </Link>
      </BookingOverview>
    </article>
  );
}
