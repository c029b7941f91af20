import { FormattedMessage } from 'react-intl';
import { Outlet, Link } from 'react-router';
import { useLocale } from '../app/locale';
import { BookingHeader } from './BookingHeader';
import styles from './Layout.module.css';
import { sitePath } from './parts/links';

/** online-booking-content: readable booking pages (terms, gifts, orders) with legal links. */
export function Component() {
  const { prefix } = useLocale();
  return (
    <div className={styles.page} data-layout="online-booking-content">
      <BookingHeader />
      <main className={`${styles.main} ${styles.narrow}`}>
        <Outlet />
      </main>
      <footer className={styles.smallFooter}>
        <Link to={sitePath(prefix, 'terms')}>
          <FormattedMessage id="nav.terms" />
        </Link>
        <Link to={sitePath(prefix, 'privacy')}>
          <FormattedMessage id="nav.privacy" />
        </Link>
      </footer>
    </div>
  );
}
