import { Link } from 'react-router';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../app/locale';
import { SearchBar } from '../../components/search-bar/SearchBar';
import { home } from '../../routing/paths';
import styles from './ErrorPage.module.css';
// Emitted as its own (cacheable) file rather than inlined into every error page's HTML.
import notFoundImage from './not-found.svg?no-inline';

export interface ErrorPageProps {
  status: number;
  message?: string;
  stack?: string;
  /** Spec §2: only with an error query parameter or outside production. */
  showDetails: boolean;
}

/** The page for any error (spec §2 "Error page"): what happened, a search bar and a way home. */
export function ErrorPage({ status, message, stack, showDetails }: ErrorPageProps) {
  const intl = useIntl();
  const { prefix } = useLocale();
  const headingId = useId();
  const heading = intl.formatMessage({
    id: status === 404 ? 'errorPage.notFound' : 'errorPage.unexpected',
  });

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <title>{heading}</title>
      <img
        className={styles.image}
        src={notFoundImage}
        alt={intl.formatMessage({ id: 'errorPage.imageAlt' })}
        width={240}
        height={180}
      />
      {status !== 404 && <p className={styles.status}>{status}</p>}
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      {showDetails && (message || stack) && (
        <div className={styles.details}>
          {message && <p className={styles.message}>{message}</p>}
          {stack && <pre className={styles.stack}>{stack}</pre>}
        </div>
      )}
      <p className={styles.hint}>
        <FormattedMessage id="errorPage.trySearch" />
      </p>
      <div className={styles.search}>
        {/* spec §7: on the error page suggestions come from the branches area. */}
        <SearchBar area="branches" />
      </div>
      <Link to={home(prefix)} className={styles.home}>
        <FormattedMessage id="errorPage.home" />
      </Link>
    </section>
  );
}
