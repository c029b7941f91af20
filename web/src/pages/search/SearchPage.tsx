import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { SearchBar } from '../../components/search-bar/SearchBar';
import styles from './SearchPage.module.css';

/**
 * hubSearch (spec §2): s is the search text, c the selected city. The /st/{keyword} and
 * /bt/{type} listings search for their keyword or business type. Results arrive with search.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const { keyword, type } = useParams();
  const intl = useIntl();
  const text = params.get('s') ?? keyword ?? type ?? '';
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
