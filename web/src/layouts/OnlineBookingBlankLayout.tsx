import { Outlet } from 'react-router';
import styles from './Layout.module.css';

/** online-booking-blank: nothing but the page (paying for an order). */
export function Component() {
  return (
    <main className={styles.blank} data-layout="online-booking-blank">
      <Outlet />
    </main>
  );
}
