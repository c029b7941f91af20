import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { SearchBar } from '../../components/search-bar/SearchBar';
import styles from './SearchPage.module.css';

/** hubSearch (spec §2): s is the search text, c the selected city. Results arrive with search. */
export function SearchPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const text = params.get('s') ?? '';
  const city = params.get('c') ?? undefined;
  return (
    <section className={styles.page}>
      <title>{intl.formatMessage({ id: 'searchPage.title' }, { text })}</title>
      <SearchBar key={`${text}|${city ?? ''}`} initialText={text} initialCity={city} />
      <h1 className={styles.heading}>
        {text ? (
          <FormattedMessage id="searchPage.heading" values={{ text }} />
        ) : (
          <FormattedMessage id="searchPage.headingAll" />
        )}
      </h1>
    </section>
  );
}
