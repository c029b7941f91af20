import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, Link } from 'react-router';
import { useLocale } from '../../app/locale';
import {
  distanceSteps,
  hasFilters,
  parseSearchState,
  ratingSteps,
  searchHref,
  searchSorts,
  type SearchState,
} from './searchState';
import styles from './SearchPage.module.css';

/**
 * Filters and sort as a GET form: without JavaScript the browser submits it to this same path;
 * with it, the same URL is built (empty fields left out) and navigated to. Either way the URL
 * holds the state, and any change starts again at page 1.
 */
export function SearchFilters({
  state,
  currency,
  hasPoint,
}: {
  state: SearchState;
  currency: string;
  /** Distance needs a point: the chosen city's centre. */
  hasPoint: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const { prefix, language } = useLocale();
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const { filters } = state;
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `searchPage.filters.${key}` }, values);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value !== '') query.append(name, value);
    const url = new URL(`${location.pathname}?${query.toString()}`, 'http://site');
    // The reader stays where they were: the results change under the filters they just set.
    navigate(searchHref(prefix, language, parseSearchState(url, params)), {
      preventScrollReset: true,
    });
  }

  const cleared = { ...state, filters: {}, sort: state.sort, page: 1 };
  return (
    <form
      key={location.search}
      method="get"
      action={location.pathname}
      onSubmit={onSubmit}
      className={styles.filters}
      aria-label={t('label')}
    >
      {state.kind === 'search' && state.text ? (
        <input type="hidden" name="s" value={state.text} />
      ) : null}
      {(state.kind === 'search' || !state.article) && state.city ? (
        <input type="hidden" name="c" value={state.city} />
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`}>{t('sort')}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={state.sort}>
          {searchSorts
            .filter((sort) => sort !== 'distance' || hasPoint)
            .map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('price', { currency })}</legend>
        <div className={styles.range}>
          <label htmlFor={`${id}-min`} className={styles.small}>
            {t('priceMin')}
          </label>
          <input
            id={`${id}-min`}
            name="min"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            defaultValue={filters.priceMin ?? ''}
          />
          <label htmlFor={`${id}-max`} className={styles.small}>
            {t('priceMax')}
          </label>
          <input
            id={`${id}-max`}
            name="max"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            defaultValue={filters.priceMax ?? ''}
          />
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-rating`}>{t('rating')}</label>
        <select id={`${id}-rating`} name="rating" defaultValue={filters.rating ?? ''}>
          <option value="">{t('any')}</option>
          {ratingSteps.map((rating) => (
            <option key={rating} value={rating}>
              {t('ratingAtLeast', { rating: intl.formatNumber(rating) })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-day`}>{t('day')}</label>
        <select id={`${id}-day`} name="day" defaultValue={filters.day ?? ''}>
          <option value="">{t('anyDay')}</option>
          <option value="today">{t('today')}</option>
          <option value="tomorrow">{t('tomorrow')}</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{t('date')}</label>
        <input id={`${id}-date`} name="date" type="date" defaultValue={filters.date ?? ''} />
      </div>
      {hasPoint ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-km`}>{t('distance')}</label>
          <select id={`${id}-km`} name="km" defaultValue={filters.km ?? ''}>
            <option value="">{t('anyDistance')}</option>
            {distanceSteps.map((km) => (
              <option key={km} value={km}>
                {t('withinKm', { km })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.apply}>
          {t('apply')}
        </button>
        {hasFilters(filters) ? (
          <Link to={searchHref(prefix, language, cleared)} className={styles.clear}>
            <FormattedMessage id="searchPage.filters.clear" />
          </Link>
        ) : null}
      </div>
    </form>
  );
}
