import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../app/format/money';
import { useLocale } from '../../app/locale';
import { searchHref, type SearchFilters, type SearchState } from './searchState';
import styles from './SearchPage.module.css';

/**
 * The filters in force as chips, each a link to the same search without it (plain links: they
 * work without JavaScript, and keep the reader where they are on the page).
 */
export function ActiveFilters({ state, currency }: { state: SearchState; currency: string }) {
  const intl = useIntl();
  const { prefix, language } = useLocale();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `searchPage.filters.${key}` }, values);
  const { filters } = state;
  const chips: { key: keyof SearchFilters | 'sort'; label: string; without: SearchState }[] = [];
  const without = (...keys: (keyof SearchFilters)[]): SearchState => {
    const rest = { ...filters };
    for (const key of keys) delete rest[key];
    return { ...state, filters: rest, page: 1 };
  };
  // The filter's bounds are whole units of the currency.
  const price = (amount: number) => formatMoney(intl, { amount: amount * 100, currency });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    chips.push({
      key: 'priceMin',
      label:
        filters.priceMin !== undefined && filters.priceMax !== undefined
          ? t('chip.priceBetween', { min: price(filters.priceMin), max: price(filters.priceMax) })
          : filters.priceMin !== undefined
            ? t('chip.priceFrom', { min: price(filters.priceMin) })
            : t('chip.priceTo', { max: price(filters.priceMax!) }),
      without: without('priceMin', 'priceMax'),
    });
  if (filters.rating !== undefined)
    chips.push({
      key: 'rating',
      label: t('ratingAtLeast', { rating: intl.formatNumber(filters.rating) }),
      without: without('rating'),
    });
  if (filters.date !== undefined)
    chips.push({
      key: 'date',
      label: t('chip.openOn', {
        date: intl.formatDate(`${filters.date}T12:00:00Z`, {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }),
      }),
      without: without('date', 'day'),
    });
  else if (filters.day !== undefined)
    chips.push({ key: 'day', label: t(`chip.open.${filters.day}`), without: without('day') });
  if (filters.km !== undefined)
    chips.push({ key: 'km', label: t('withinKm', { km: filters.km }), without: without('km') });
  if (state.sort !== 'relevance')
    chips.push({
      key: 'sort',
      label: t(`sort.${state.sort}`),
      without: { ...state, sort: 'relevance', page: 1 },
    });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.activeFilters} aria-label={t('active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={searchHref(prefix, language, chip.without)}
            className={styles.filterChip}
            preventScrollReset
            aria-label={t('remove', { filter: chip.label })}
          >
            {chip.label}
            <span aria-hidden="true" className={styles.filterChipX}>
              ×
            </span>
          </Link>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <Link
            to={searchHref(prefix, language, { ...state, filters: {}, sort: 'relevance', page: 1 })}
            className={styles.clear}
            preventScrollReset
          >
            <FormattedMessage id="searchPage.filters.clearAll" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
