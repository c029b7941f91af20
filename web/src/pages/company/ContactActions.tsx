import { Link } from 'react-router';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { useAccountFavorite } from '../../app/favorites/useAccountFavorite';
import { useLocale } from '../../app/locale';
import { useViewer } from '../../app/session';
import { sitePath } from '../../layouts/parts/links';
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
 * Add to favorites: in the account of a signed-in customer (listed in the profile), else in this
 * browser's localStorage until they log in (the hint under the button says which). It needs
 * JavaScript: without it the button is shown disabled.
 */
export function FavoriteButton({ branchId }: { branchId: string }) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const { loggedIn } = useViewer();
  // null on the server and before hydration: the stored list is only known in the browser.
  const inBrowser = useSyncExternalStore(
    subscribeFavorites,
    () => isFavorite(window.localStorage, branchId),
    () => null,
  );
  const account = useAccountFavorite(branchId, loggedIn);
  const favorite = loggedIn ? account.saved : inBrowser;
  return (
    <div className={styles.favorite}>
      <button
        type="button"
        className={styles.secondaryButton}
        disabled={favorite === null}
        onClick={async () => {
          const saved = loggedIn
            ? await account.toggle()
            : toggleFavorite(window.localStorage, branchId);
          if (saved) tracker.track('add_to_favorites', { branchId });
        }}
      >
        {/* A margin, not a space: the button is a flex box, which drops a space ending an item. */}
        <span aria-hidden="true" className={styles.heart}>
          {favorite ? '♥' : '♡'}
        </span>
        {intl.formatMessage({ id: favorite ? 'company.favorites.saved' : 'company.favorites.add' })}
      </button>
      <span className={styles.hint}>
        {loggedIn ? (
          <Link to={sitePath(prefix, 'profileFavorites')}>
            <FormattedMessage id="company.favorites.account" />
          </Link>
        ) : (
          <FormattedMessage id="company.favorites.device" />
        )}
      </span>
    </div>
  );
}
