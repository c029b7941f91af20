import { FormattedMessage } from 'react-intl';
import { useLocation, Link } from 'react-router';
import { useLocale } from '../../app/locale';
import { initials, loginUrl, useViewer } from '../../app/session';
import touch from '../../components/touch/touch.module.css';
import a11y from '../../components/visuallyHidden.module.css';
import { sitePath } from './links';
import styles from './SiteHeader.module.css';

/**
 * Sign up, back to this page. Phones show it in the menu rather than the header bar, where its
 * word ("Registracija", "Регистрация") with Log in and the menu button would not fit 390 px.
 */
export function RegisterLink({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  return (
    <a href={loginUrl(`${pathname}${search}`, 'register')} className={className}>
      <FormattedMessage id="account.register" />
    </a>
  );
}

/** The customer's bookings (the header on wide screens, the menu on phones). */
export function BookingsLink({
  className,
  onNavigate,
}: {
  className: string | undefined;
  onNavigate?: () => void;
}) {
  const { prefix } = useLocale();
  return (
    <Link to={sitePath(prefix, 'profileBookings')} className={className} onClick={onNavigate}>
      <FormattedMessage id="account.bookings" />
    </Link>
  );
}

/** Log in and sign up for visitors (bff's login flow, back to this page); the profile for customers. */
export function AccountLink() {
  const { prefix } = useLocale();
  const { pathname, search } = useLocation();
  const { userLoggedIn, user } = useViewer();
  if (!userLoggedIn) {
    const back = `${pathname}${search}`;
    return (
      <>
        <a href={loginUrl(back)} className={`${styles.account} ${touch.touchable}`}>
          <FormattedMessage id="account.login" />
        </a>
        <RegisterLink className={`${styles.account} ${styles.registerWide} ${touch.touchable}`} />
      </>
    );
  }
  const letters = initials(user);
  return (
    <Link
      to={sitePath(prefix, 'profileSettings')}
      className={`${styles.account} ${touch.touchable}`}
    >
      {/* The name comes from the (hidden) text, not aria-label: axe wants the visible initials
          inside an aria-label, and "DC, my profile" reads worse than "My profile". */}
      {letters ? (
        <>
          <span className={styles.avatar} aria-hidden="true">
            {letters}
          </span>
          <span className={a11y.visuallyHidden}>
            <FormattedMessage id="account.profile" />
          </span>
        </>
      ) : (
        <FormattedMessage id="account.profile" />
      )}
    </Link>
  );
}
