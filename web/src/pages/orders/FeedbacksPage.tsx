import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData, useLoaderData, Link } from 'react-router';
import type { RoutePrefix } from '../../app/locale';
import { formatVenueDateTime } from '../../app/format/dateTime';
import type { ManagedOrder } from './managedOrder';
import { ReviewSection } from './ReviewForm';
import type { ReviewAnswer } from './reviewAction';
import styles from './afterBooking.module.css';
import { orderDetails } from '../../routing/paths';
import type { loader } from './FeedbacksPage.data';

function Visit({
  order,
  prefix,
  answer,
}: {
  order: ManagedOrder;
  prefix: RoutePrefix;
  answer: ReviewAnswer | undefined;
}) {
  const intl = useIntl();
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
        guid={order.guid}
        review={order.review ?? null}
        canReview={order.canReview}
        answer={answer}
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
  const answer = useActionData<ReviewAnswer>();
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
            <Visit key={order.guid} order={order} prefix={prefix} answer={answer} />
          ))}
        </ul>
      )}
    </article>
  );
}
