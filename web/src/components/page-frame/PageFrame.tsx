import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchBar } from '../search-bar/SearchBar';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** Message ids of the heading and the intro; the heading also titles the document. */
  heading: string;
  intro: string;
  values?: Record<string, string>;
  /** Offer the search bar under the intro. */
  search?: boolean;
  children?: ReactNode;
}

/** The frame of a content page: its title, heading, a short intro and, where it fits, search. */
export function PageFrame({ heading, intro, values, search = false, children }: PageFrameProps) {
  const intl = useIntl();
  return (
    <article className={styles.frame}>
      <title>{`${intl.formatMessage({ id: heading }, values)} | Termin`}</title>
      {/* The intro doubles as the page's description for search results. */}
      <meta name="description" content={intl.formatMessage({ id: intro }, values)} />
      <h1 className={styles.heading}>
        <FormattedMessage id={heading} values={values} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id={intro} values={values} />
      </p>
      {search && (
        <div className={styles.search}>
          <SearchBar />
        </div>
      )}
      {children}
    </article>
  );
}
