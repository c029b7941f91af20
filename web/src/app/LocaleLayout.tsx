import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { localizedPath, useLocale } from './locale';
import styles from './LocaleLayout.module.css';

/** Header, main and footer around every localized page. */
export function LocaleLayout() {
  const { prefix } = useLocale();
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link
          to={localizedPath(prefix, '/')}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
        >
          Termin
        </Link>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <FormattedMessage id="layout.footer" values={{ year: new Date().getFullYear() }} />
      </footer>
    </div>
  );
}
