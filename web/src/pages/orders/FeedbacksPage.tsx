import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from './customerPage';
import type { RoutePrefix } from '../../app/locale';
import { formatVenueDateTime } from '../../app/format/dateTime';
import type { ManagedOrder } from './orderView';
import { ManagedOrderFields, PastOrdersQuery, ReviewOrderMutation } from './queries';
import { ReviewSection } from './ReviewForm';
import styles from './afterBooking.module.css';
import { orderDetails } from '../../routing/paths';

/** /book-now/orders/feedbacks: your past visits; each one can be reviewed once. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    PastOrdersQuery,
    {},
    {
      fetchPolicy: 'network-only',
    },
  );
  const orders = data.orders.map((order) => getFragmentData(ManagedOrderFields, order));
  // ?order={guid} (from an order's page) puts that visit first.
  const first = new URL(args.request.url).searchParams.get('order');
  orders.sort((a, b) => Number(b.guid === first) - Number(a.guid === first));
  return { orders, prefix: prefixOf(args.params) };
}

function Visit({ order, prefix }: { order: ManagedOrder; prefix: RoutePrefix }) {
  const intl = useIntl();
  const [reviewOrder] = useMutation(ReviewOrderMutation);
  const titleId = `visit-${order.guid}-title`;
  return (
    <li className={styles.card}>
      <h2 id={titleId} className={styles.subheading}>
        {order.branch.name}
      </h2>
      <p className={styles.note}>
        {formatVenueDateTime(intl, order.startsAt, order.branch.timeZone)} ·{' '}
        {order.items.map((item) => item.serviceName).join(', ')}
      </p>
      <ReviewSection
        id={`visit-${order.guid}`}
        initial={order.review ?? null}
        canReview={order.canReview}
        send={async (input) => {
          const { data } = await reviewOrder({
            variables: { input: { guid: order.guid, ...input } },
          });
          const payload = data?.reviewOrder;
          if (payload?.review) return { review: payload.review };
          return { code: payload?.errors[0]?.code ?? 'UNEXPECTED' };
        }}
        otherwise={
          <p className={styles.note}>
            <FormattedMessage id={`ordersPage.status.${order.status}`} />
          </p>
        }
      />
      <Link className={styles.secondary} to={orderDetails(prefix, order.guid)}>
        <FormattedMessage id="ordersPage.openOrder" />
      </Link>
    </li>
  );
}

export function Component() {
  const { orders, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.feedbacks.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.note}>
        <FormattedMessage id="ordersPage.feedbacks.intro" />
      </p>
      {orders.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="ordersPage.feedbacks.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <Visit key={order.guid} order={order} prefix={prefix} />
          ))}
        </ul>
      )}
    </article>
  );
}
