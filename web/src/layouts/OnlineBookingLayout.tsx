import { Outlet } from 'react-router';
import { BookingHeader } from './BookingHeader';
import styles from './Layout.module.css';

/** online-booking: the booking steps, without the site's navigation. */
export function Component() {
  return (
    <div className={styles.page} data-layout="online-booking">
      <BookingHeader />
      <main className={`${styles.main} ${styles.narrow}`}>
        <Outlet />
      </main>
    </div>
  );
}
