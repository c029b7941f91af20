import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { SupportContact } from '../../components/support-contact/SupportContact';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import type { SearchLoaderData } from './searchLoader';
import { hasFilters, searchHref, treatmentHref, type SearchState } from './searchState';
import styles from './SearchPage.module.css';

/**
 * Nothing found: say so, and offer what would find something — the same search without filters,
 * in nearby cities that have it, or for the broader treatment and popular treatments here — and
 * a way to ask support.
 */
export function EmptyResults({
  state,
  facets,
}: {
  state: SearchState;
  facets: SearchLoaderData['facets'];
}) {
  const { prefix, language } = useLocale();
  const city = facets.city?.city;
  const nearby = facets.cities.filter((c) => c.city.value !== city?.value).slice(0, 5);
  const broader = facets.broaderTreatment;
  const popular = facets.treatments.filter((t) => t.parentSlug === null).slice(0, 6);
  const track = (slug: string) =>
    tracker.track('click_category', { category: slug, from: 'empty-results' });
  return (
    <section className={styles.empty} aria-labelledby="empty-heading">
      <h2 id="empty-heading" className={styles.emptyHeading}>
        <FormattedMessage id="searchPage.empty.heading" />
      </h2>
      <p>
        <FormattedMessage id="searchPage.empty.text" />
      </p>
      {hasFilters(state.filters) ? (
        <p>
          <Link to={searchHref(prefix, language, { ...state, filters: {}, page: 1 })}>
            <FormattedMessage id="searchPage.empty.withoutFilters" />
          </Link>
        </p>
      ) : null}
      {state.city && nearby.length > 0 ? (
        <>
          <h3 className={styles.emptySubheading}>
            <FormattedMessage id="searchPage.empty.nearby" />
          </h3>
          <ul className={styles.chips}>
            {nearby.map(({ city: other, venueCount }) => (
              <li key={other.value}>
                <Link
                  to={searchHref(prefix, language, {
                    ...state,
                    city: other.value,
                    area: undefined,
                    page: 1,
                  })}
                  className={styles.chip}
                >
                  <FormattedMessage
                    id="searchPage.empty.cityCount"
                    values={{ city: other.title, count: venueCount }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {(broader && broader.venueCount > 0) || popular.length > 0 ? (
        <>
          <h3 className={styles.emptySubheading}>
            <FormattedMessage id="searchPage.empty.broader" />
          </h3>
          <ul className={styles.chips}>
            {broader && broader.venueCount > 0 ? (
              <li>
                <Link
                  to={treatmentHref(prefix, language, broader.slug, city?.value)}
                  className={styles.chip}
                  onClick={() => track(broader.slug)}
                >
                  {broader.title}
                </Link>
              </li>
            ) : null}
            {popular
              .filter((t) => t.slug !== broader?.slug && t.slug !== state.category)
              .map((treatment) => (
                <li key={treatment.slug}>
                  <Link
                    to={treatmentHref(prefix, language, treatment.slug, city?.value)}
                    className={styles.chip}
                    onClick={() => track(treatment.slug)}
                  >
                    {treatment.title}
                  </Link>
                </li>
              ))}
          </ul>
        </>
      ) : null}
      <SupportContact className={styles.emptySupport} />
    </section>
  );
}
