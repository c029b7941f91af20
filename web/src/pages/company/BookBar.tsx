import { FormattedMessage, useIntl } from 'react-intl';
import { BookNowLink } from './ContactActions';
import styles from './BookBar.module.css';

/**
 * The phone's "Book" bar (issue 16): on screens where the contact card falls below the whole page,
 * "Book now" stays at the bottom of the screen while the company page is on it. Pure CSS
 * (position: sticky at the page's end), so it is there from the first paint, takes its own room
 * (nothing shifts or hides the footer) and works without JavaScript; wide screens hide it, their
 * card stays beside the page.
 */
export function BookBar({ name, to, branchId }: { name: string; to: string; branchId: string }) {
  const intl = useIntl();
  return (
    <div
      className={styles.bar}
      role="region"
      aria-label={intl.formatMessage({ id: 'company.bookBar' }, { name })}
    >
      <p className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.hint}>
          <FormattedMessage id="company.bookBar.hint" />
        </span>
      </p>
      <BookNowLink to={to} branchId={branchId} />
    </div>
  );
}
