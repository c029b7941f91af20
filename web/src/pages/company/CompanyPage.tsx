import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { SearchBar } from '../../components/search-bar/SearchBar';
import styles from '../search/SearchPage.module.css';

/** businessPage (spec §2): slug is the venue id, c the city the visitor came from. */
export function CompanyPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const intl = useIntl();
  return (
    <section className={styles.page}>
      <title>{intl.formatMessage({ id: 'companyPage.title' })}</title>
      <SearchBar initialCity={params.get('c') ?? undefined} />
      <h1 className={styles.heading}>
        <FormattedMessage id="companyPage.heading" values={{ slug }} />
      </h1>
    </section>
  );
}
