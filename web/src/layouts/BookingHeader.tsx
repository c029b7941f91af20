import { Link, useMatches } from 'react-router';
import { isUnindexed, leafHandle } from '../routing/handle';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../app/locale';
import { useViewer } from '../app/session';
import styles from './Layout.module.css';
import { sitePath } from './parts/links';
import { BookingsLink } from './parts/AccountLink';
import { LanguageMenu } from './parts/PickerLinks';

/**
 * The slim header of the booking flow: where you are, the way back, the customer's bookings, the
 * language. The language is a native disclosure of links, so it works before and without
 * JavaScript too.
 */
export function BookingHeader() {
  const { prefix } = useLocale();
  const intl = useIntl();
  const { userLoggedIn } = useViewer();
  const unindexed = isUnindexed(leafHandle(useMatches()));
  return (
    <header className={styles.bookingHeader}>
      {/* The steps' shared description (React hoists it into the head); steps set their titles.
          Pages search engines list (an event, a venue's events) describe themselves. */}
      {unindexed && (
        <meta name="description" content={intl.formatMessage({ id: 'booking.description' })} />
      )}
      <Link to={sitePath(prefix, 'home')} className={styles.back}>
        <FormattedMessage id="booking.back" />
      </Link>
      <p className={styles.bookingTitle}>
        <FormattedMessage id="booking.title" />
      </p>
      <div className={styles.bookingTools}>
        {userLoggedIn && <BookingsLink className={styles.back} />}
        <LanguageMenu />
      </div>
    </header>
  );
}
