import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../app/locale';
import styles from './Layout.module.css';
import { sitePath } from './parts/links';
import { LanguagePicker } from './parts/LanguagePicker';

/** The slim header of the booking flow: where you are, the way back, the language. */
export function BookingHeader() {
  const { prefix } = useLocale();
  return (
    <header className={styles.bookingHeader}>
      <Link to={sitePath(prefix, 'home')} className={styles.back}>
        <FormattedMessage id="booking.back" />
      </Link>
      <p className={styles.bookingTitle}>
        <FormattedMessage id="booking.title" />
      </p>
      <LanguagePicker />
    </header>
  );
}
