import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { BookingOverview } from '../orders/BookingOverview';
import styles from '../orders/afterBooking.module.css';
import type { loader } from './EventOverviewPage.data';

export function Component() {
  const { booking, prefix, links } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.event.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <BookingOverview booking={booking} prefix={prefix}>
        <Link className={styles.secondary} to={links.event}>
          <FormattedMessage id="ordersPage.event.open" />
        </Link>
      </BookingOverview>
    </article>
  );
}
