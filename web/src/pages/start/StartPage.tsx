import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFetcher, useLoaderData, useLocation, Link } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { useCity } from '../../app/city/CityContext';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { SearchBar } from '../../components/search-bar/SearchBar';
import { organizationJsonLd } from '../../components/seo/organizationJsonLd';
import { Seo } from '../../components/seo/Seo';
import { ResultCard } from '../search/ResultCard';
import { searchHref, treatmentHref } from '../search/searchState';
import { cityParam, type loader } from './startLoader';
import styles from './StartPage.module.css';

/**
 * The start page's content for the visitor's city: the loader's, and another city's fetched
 * through the same loader when the visitor picks it (or their position does, on a first visit).
 * The content shown stays until the next city's has arrived.
 */
function useCityContent() {
  const loaded = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof loader>();
  const { pathname } = useLocation();
  const [city] = useCity();
  const fetched = fetcher.data;
  const missing = city !== undefined && city !== loaded.city && city !== fetched?.city;
  const { load } = fetcher;
  useEffect(() => {
    if (missing) void load(`${pathname}?index&${cityParam}=${encodeURIComponent(city)}`);
  }, [missing, load, pathname, city]);
  return ([fetched, loaded].find((data) => data?.city === city) ?? fetched ?? loaded).content;
}

/**
 * The start page (spec §2 "/"): the search bar above the fold, then popular treatments in the
 * visitor's city, its best rated venues, the cities with the most venues and the app.
 */
export function StartPage() {
  const intl = useIntl();
  const headingId = useId();
  const { prefix, language } = useLocale();
  const publicConfig = useShell().publicConfig;
  const { siteUrl } = publicConfig;
  const content = useCityContent();
  const cityTitle = content?.here.city?.city.title ?? '';
  const cityValue = content?.here.city?.city.value;
  const groups = (content?.here.treatments ?? []).filter((t) => t.parentSlug === null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `startPage.${id}` }, values);
  const categoryClick = (slug: string, from: string) => () =>
    tracker.track('click_category', { category: slug, from });

  return (
    <>
      <Seo
        title={t('title')}
        description={t('description')}
        jsonLd={[
          {
            '@type': 'WebSite',
            name: 'Termin',
            url: `${siteUrl}${localizedPath(prefix, '/')}`,
            inLanguage: language,
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${siteUrl}${localizedPath(prefix, '/search')}?s={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
          organizationJsonLd(publicConfig),
        ]}
      />
      <section className={styles.hero} aria-labelledby={headingId}>
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

      {groups.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${headingId}-treatments`}>
          <h2 id={`${headingId}-treatments`} className={styles.sectionHeading}>
            {t('treatments.heading', { city: cityTitle })}
          </h2>
          <ul className={styles.groups}>
            {groups.map((group) => {
              // The loader kept the first few of each group (shownContent).
              const treatments = (content?.here.treatments ?? []).filter(
                (tr) => tr.parentSlug === group.slug,
              );
              return (
                <li key={group.slug} className={styles.group}>
                  <h3 className={styles.groupHeading}>
                    <Link
                      to={treatmentHref(prefix, language, group.slug, cityValue)}
                      onClick={categoryClick(group.slug, 'start-treatments')}
                    >
                      {group.title}
                    </Link>
                  </h3>
                  <p className={styles.muted}>{t('venueCount', { count: group.venueCount })}</p>
                  <ul className={styles.treatments}>
                    {treatments.map((treatment) => (
                      <li key={treatment.slug}>
                        <Link
                          to={treatmentHref(prefix, language, treatment.slug, cityValue)}
                          onClick={categoryClick(treatment.slug, 'start-treatments')}
                        >
                          {treatment.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {content && content.featured.items.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${headingId}-featured`}>
          <h2 id={`${headingId}-featured`} className={styles.sectionHeading}>
            {t('featured.heading', { city: cityTitle })}
          </h2>
          <ul className={styles.featured}>
            {content.featured.items.map((item, index) => (
              <li key={item.id}>
                <ResultCard
                  result={item}
                  position={index + 1}
                  city={cityValue}
                  headingLevel="h3"
                  messages="startPage.card"
                />
              </li>
            ))}
          </ul>
          <p>
            <Link
              className={styles.more}
              to={searchHref(prefix, language, {
                kind: 'search',
                city: cityValue,
                sort: 'rating',
                page: 1,
                filters: {},
              })}
            >
              {t('featured.all', { city: cityTitle, count: content.featured.total })}
            </Link>
          </p>
        </section>
      ) : null}

      {content && content.country.cities.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${headingId}-cities`}>
          <h2 id={`${headingId}-cities`} className={styles.sectionHeading}>
            {t('cities.heading')}
          </h2>
          <ul className={styles.cities}>
            {content.country.cities.map(({ city: place, venueCount }) => (
              <li key={place.value} className={styles.city}>
                <h3 className={styles.groupHeading}>
                  <Link
                    to={searchHref(prefix, language, {
                      kind: 'search',
                      city: place.value,
                      sort: 'relevance',
                      page: 1,
                      filters: {},
                    })}
                  >
                    {place.title}
                  </Link>
                </h3>
                <p className={styles.muted}>{t('venueCount', { count: venueCount })}</p>
                <ul className={styles.treatments}>
                  {content.country.treatments.map((group) => (
                    <li key={group.slug}>
                      <Link
                        to={treatmentHref(prefix, language, group.slug, place.value)}
                        onClick={categoryClick(group.slug, 'start-cities')}
                      >
                        {t('cities.treatmentIn', { treatment: group.title, city: place.title })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${styles.section} ${styles.app}`} aria-labelledby={`${headingId}-app`}>
        <h2 id={`${headingId}-app`} className={styles.sectionHeading}>
          {t('app.heading')}
        </h2>
        <p>{t('app.text')}</p>
        <ul className={styles.appPoints}>
          <li>{t('app.point1')}</li>
          <li>{t('app.point2')}</li>
          <li>{t('app.point3')}</li>
        </ul>
        <p className={styles.muted}>{t('app.install')}</p>
        <p>
          <Link to={localizedPath(prefix, '/for-business')} className={styles.more}>
            {t('app.business')}
          </Link>
        </p>
      </section>
    </>
  );
}
export { StartPage as Component };
