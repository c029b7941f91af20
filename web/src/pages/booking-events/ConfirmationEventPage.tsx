import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { BookingOverview } from '../orders/BookingOverview';
import styles from '../orders/afterBooking.module.css';
import type { loader } from './ConfirmationEventPage.data';

export function Component() {
  const { booking, prefix, overview } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'eventsPage.confirmation.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.success} role="status">
        <FormattedMessage id="eventsPage.confirmation.intro" values={{ seats: booking.seats }} />
      </p>
      <BookingOverview booking={booking} prefix={prefix}>
        <Link className={styles.secondary} to={overview}>
          <FormattedMessage id="eventsPage.confirmation.manage" />
        </Link>
      </BookingOverview>
    </article>
  );
}
