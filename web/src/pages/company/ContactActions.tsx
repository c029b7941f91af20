import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../components/link/Link';
import { tracker } from '../../app/analytics/tracker';
import { isFavorite, subscribeFavorites, toggleFavorite } from './favorites';
import { telHref } from './companyFormat';
import styles from './CompanyPage.module.css';

/** "Book now" into the booking flow (spec §2 /book-now/{slug}). */
export function BookNowLink({ to, branchId }: { to: string; branchId: string }) {
  return (
    <Link
      className={styles.primaryButton}
      to={to}
      onClick={() => tracker.track('click_book_now', { branchId })}
    >
      <FormattedMessage id="company.bookNow" />
    </Link>
  );
}

/**
 * The phone number behind a click (spec §9 click_show_phone). A <details>, so it opens without
 * JavaScript as well.
 */
export function PhoneReveal({ phone, branchId }: { phone: string; branchId: string }) {
  return (
    <details
      className={styles.phone}
      onToggle={(event) => {
        if (event.currentTarget.open) tracker.track('click_show_phone', { branchId });
      }}
    >
      <summary className={styles.secondaryButton}>
        <FormattedMessage id="company.phone.show" />
      </summary>
      <a className={styles.phoneNumber} href={telHref(phone)}>
        {phone}
      </a>
    </details>
  );
}

/**
 * Add to favorites. Visitors have no account list yet, so favorites stay in this browser's
 * localStorage (the hint under the button says so). It needs JavaScript: without it the button
 * is shown disabled.
 */
export function FavoriteButton({ branchId }: { branchId: string }) {
  const intl = useIntl();
  // null on the server and before hydration: the stored list is only known in the browser.
  const favorite = useSyncExternalStore(
    subscribeFavorites,
    () => isFavorite(window.localStorage, branchId),
    () => null,
  );
  return (
    <div className={styles.favorite}>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={favorite === null}
        onClick={() => {
          if (toggleFavorite(window.localStorage, branchId)) {
            tracker.track('add_to_favorites', { branchId });
          }
        }}
      >
        {/* A margin, not a space: the button is a flex box, which drops a space ending an item. */}
        <span aria-hidden="true" className={styles.heart}>
          {favorite ? '♥' : '♡'}
        </span>
        {intl.formatMessage({ id: favorite ? 'company.favorites.saved' : 'company.favorites.add' })}
      </button>
      <span className={styles.hint}>
        <FormattedMessage id="company.favorites.device" />
      </span>
    </div>
  );
}
