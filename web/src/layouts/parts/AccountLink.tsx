import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../app/locale';
import { initials, loginUrl, useViewer } from '../../app/session';
import touch from '../../components/touch/touch.module.css';
import { sitePath } from './links';
import styles from './SiteHeader.module.css';

/** Log in for visitors (bff's login flow, back to this page); the profile for customers. */
export function AccountLink() {
  const intl = useIntl();
  const { prefix } = useLocale();
  const { pathname, search } = useLocation();
  const { userLoggedIn, user } = useViewer();
  if (!userLoggedIn) {
    return (
      <a href={loginUrl(`${pathname}${search}`)} className={`${styles.account} ${touch.touchable}`}>
        <FormattedMessage id="account.login" />
      </a>
    );
  }
  const letters = initials(user);
  return (
    <Link
      to={sitePath(prefix, 'profileSettings')}
      className={`${styles.account} ${touch.touchable}`}
      aria-label={intl.formatMessage({ id: 'account.profile' })}
    >
      {letters ? (
        <span className={styles.avatar} aria-hidden="true">
          {letters}
        </span>
      ) : (
        <FormattedMessage id="account.profile" />
      )}
    </Link>
  );
}
