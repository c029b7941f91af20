import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { home, orderDetails } from '../../../routing/paths';
import { BookingOverview } from '../../orders/BookingOverview';
import styles from './booking.module.css';
import type { loader } from './ConfirmationPage.data';

export function Component() {
  const { order, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'bookingPage.confirmation.heading' });
  return (
    <div className={`${styles.step} ${styles.confirmation}`}>
      <title>{`${title} | Termin`}</title>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>
        <FormattedMessage id="bookingPage.confirmation.intro" />
      </p>
      <BookingOverview booking={order} prefix={prefix}>
        <Link className={styles.secondaryButton} to={orderDetails(prefix, order.guid)}>
          <FormattedMessage id="bookingPage.confirmation.manage" />
        </Link>
      </BookingOverview>
      <p>
        <Link to={home(prefix)}>
          <FormattedMessage id="bookingFlow.home" />
        </Link>
      </p>
    </div>
  );
}
