import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './afterBooking.module.css';

/**
 * Where the free times to move to will be while they are on their way, or why they are not: under
 * the heading of the calendar they stand for, so the section is named like the others (issue 45).
 * Its own id: the calendar's section may be in the same document, streamed in after it.
 */
export function MoveTimesPending({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="move-time-pending" className={styles.card}>
      <h2 id="move-time-pending" className={styles.subheading}>
        <FormattedMessage id="ordersPage.move.time" />
      </h2>
      {children}
    </section>
  );
}
