import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { bookingTerms } from '../../routing/paths';
import { BookingOverview } from './BookingOverview';
import styles from './afterBooking.module.css';
import type { loader } from './OrderDetailsPage.data';

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
