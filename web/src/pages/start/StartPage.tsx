import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchBar } from '../../components/search-bar/SearchBar';
import styles from './StartPage.module.css';

/** The start page (spec §2 "/"): what the site is for, and the search bar above the fold. */
export function StartPage() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.hero} aria-labelledby={headingId}>
      <title>{intl.formatMessage({ id: 'startPage.heading' })}</title>
      <h1 id={headingId} className={styles.heading}>
        <FormattedMessage id="startPage.heading" />
      </h1>
      <p className={styles.subheading}>
        <FormattedMessage id="startPage.subheading" />
      </p>
      <div className={styles.search}>
        <SearchBar />
      </div>
    </section>
  );
}
