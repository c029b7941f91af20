import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, useLocation, useParams, Link } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import { usePendingSearch } from '../../app/navigation/usePendingSearch';
import { useShell } from '../../app/shell';
import { atLeast } from '../../app/viewport/breakpoints';
import { useBreakpoint } from '../../app/viewport/ViewportContext';
import { SearchBar } from '../../components/search-bar/SearchBar';
import { Seo } from '../../components/seo/Seo';
import { businessPage } from '../../routing/paths';
import { ActiveFilters } from './ActiveFilters';
import { EmptyResults } from './EmptyResults';
import { Pagination } from './Pagination';
import { ResultCard } from './ResultCard';
import { SearchFilters } from './SearchFilters';
import type { SearchLoaderData } from './searchLoader';
import { SearchMap } from './SearchMap';
import { SearchViewToggle, searchView } from './SearchViewToggle';
import { useSearchSeo } from './searchSeo';
import { parseSearchState, searchHref, treatmentHref } from './searchState';
import { StaticSearchMap } from './StaticSearchMap';
import styles from './SearchPage.module.css';

/** spec §1: prices are in the project country's currency. */
const currencyByCountry = { RS: 'RSD', ME: 'EUR', BA: 'BAM', RU: 'RUB' } as const;

/**
 * hubSearch and the /bt/ and /st/ listings (spec §2): results for the treatment or keyword in
 * the city and district, filters, sort, pages, a map, and related links.
 */
export function Component() {
  const { state, facets, results } = useLoaderData() as SearchLoaderData;
  const { prefix, language } = useLocale();
  // A filter, sort or page being changed: its chips show at once, the old results dim.
  const pending = usePendingSearch();
  const { pathname, search } = useLocation();
  // Phones show the list or the map (?view=map), a link either way, so it works without JavaScript.
  const view = searchView(search);
  const params = useParams();
  const shown = pending
    ? parseSearchState(new URL(`${pathname}?${pending.toString()}`, 'http://site'), params)
    : state;
  const { publicConfig } = useShell();
  const intl = useIntl();
  const seo = useSearchSeo(state, facets, results);
  const breakpoint = useBreakpoint();
  const cityValue = facets.city?.city.value;
  const hrefOf = (page: number) => searchHref(prefix, language, { ...state, page });
  const first = (results.page - 1) * results.pageSize + 1;
  const pins = results.items.map((item) => ({
    id: item.id,
    name: item.name,
    href: businessPage(prefix, { slug: item.slug, c: cityValue }),
    latitude: item.location.latitude,
    longitude: item.location.longitude,
  }));
  const related = state.category
    ? facets.treatments.filter(
        (t) => t.parentSlug === (facets.broaderTreatment?.slug ?? state.category),
      )
    : facets.treatments.filter((t) => t.parentSlug === null);

  return (
    <div className={styles.page}>
      <Seo {...seo.head} />
      <nav aria-label={intl.formatMessage({ id: 'searchPage.breadcrumbs' })}>
        <ol className={styles.breadcrumbs}>
          {seo.breadcrumbs.map((crumb, index) => (
            // A filtered page's canonical address may be an earlier crumb's: the name tells them apart.
            <li key={`${crumb.name}|${crumb.href}`}>
              {index === seo.breadcrumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={crumb.href}>{crumb.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <SearchBar
        key={`${state.text ?? ''}|${state.city ?? ''}`}
        initialText={state.text ?? facets.treatment?.title ?? ''}
        initialCity={state.city}
      />
      <header className={styles.header}>
        <h1 className={styles.heading}>{seo.heading}</h1>
        <p className={styles.count} role="status">
          {results.total > 0 ? (
            <FormattedMessage
              id="searchPage.showing"
              values={{
                from: first,
                to: first + results.items.length - 1,
                total: results.total,
              }}
            />
          ) : (
            <FormattedMessage id="searchPage.noResults" />
          )}
        </p>
      </header>
      {related.length > 0 || facets.areas.length > 0 ? (
        <nav aria-label={intl.formatMessage({ id: 'searchPage.related' })}>
          <ul className={styles.chips}>
            {related.slice(0, 10).map((treatment) => (
              <li key={treatment.slug}>
                <Link
                  to={treatmentHref(prefix, language, treatment.slug, cityValue)}
                  className={styles.chip}
                  aria-current={treatment.slug === state.category ? 'page' : undefined}
                  onClick={() =>
                    tracker.track('click_category', { category: treatment.slug, from: 'search' })
                  }
                >
                  {treatment.title}
                </Link>
              </li>
            ))}
            {state.category && cityValue
              ? facets.areas.slice(0, 8).map(({ area }) => (
                  <li key={`area-${area.slug}`}>
                    <Link
                      to={treatmentHref(prefix, language, state.category!, cityValue, area.slug)}
                      className={`${styles.chip} ${styles.areaChip}`}
                      aria-current={area.slug === state.area ? 'page' : undefined}
                    >
                      {area.title}
                    </Link>
                  </li>
                ))
              : null}
          </ul>
        </nav>
      ) : null}
      <ActiveFilters state={shown} currency={currencyByCountry[publicConfig.country]} />
      {results.items.length > 0 ? <SearchViewToggle view={view} /> : null}
      <div className={styles.layout} data-view={view}>
        <aside className={styles.sidebar}>
          {/* Folded on phones (the server knows the breakpoint from the viewport cookie, spec §3):
              the filters in force show as chips above the results; a native disclosure, so it
              works without JavaScript too. */}
          <details className={styles.filtersBox} open={atLeast(breakpoint, 'lg')}>
            <summary className={styles.filtersSummary}>
              <h2 className={styles.filtersHeading}>
                <FormattedMessage id="searchPage.filters.toggle" />
              </h2>
            </summary>
            <SearchFilters
              state={state}
              currency={currencyByCountry[publicConfig.country]}
              hasPoint={Boolean(facets.city)}
            />
          </details>
        </aside>
        <div className={styles.results}>
          {pending ? (
            <p className={styles.visuallyHidden} role="status">
              <FormattedMessage id="searchPage.results.loading" />
            </p>
          ) : null}
          {results.items.length > 0 ? (
            <>
              <h2 className={styles.visuallyHidden}>
                <FormattedMessage id="searchPage.resultsHeading" />
              </h2>
              <ol
                className={pending ? `${styles.list} ${styles.listPending}` : styles.list}
                start={first}
                aria-busy={pending ? true : undefined}
              >
                {results.items.map((item, index) => (
                  <li key={item.id}>
                    <ResultCard
                      result={item}
                      position={first + index}
                      mapNumber={publicConfig.mapsToken ? undefined : first + index}
                      city={cityValue}
                      priority={index === 0}
                      headingLevel="h3"
                    />
                  </li>
                ))}
              </ol>
              <Pagination page={results.page} pageCount={results.pageCount} hrefOf={hrefOf} />
            </>
          ) : (
            <EmptyResults state={state} facets={facets} />
          )}
        </div>
        {results.items.length > 0 ? (
          <div className={styles.mapColumn}>
            {publicConfig.mapsToken ? (
              <SearchMap pins={pins} center={facets.city?.city} />
            ) : (
              <StaticSearchMap pins={pins} first={first} />
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export { Component as SearchPage };
