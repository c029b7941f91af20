import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import type { PageCity } from '../../app/city/CityContext';
import { useLocale, type Language, type RoutePrefix } from '../../app/locale';
import { parseSearchState, searchHref, type SearchState } from './searchState';

/**
 * The same search in another city: its first page, in the whole city (an area belongs to the city
 * left), with the text, treatment, filters and sort kept.
 */
export function otherCityHref(
  prefix: RoutePrefix,
  language: Language,
  state: SearchState,
  city: string,
): string {
  return searchHref(prefix, language, { ...state, city, area: undefined, page: 1 });
}

/** The city the search page's results are for, and the same search in another (PageCity). */
export function useSearchPageCity(): PageCity {
  const params = useParams();
  const { pathname, search } = useLocation();
  const { prefix, language } = useLocale();
  return useMemo(() => {
    const state = parseSearchState(new URL(`${pathname}${search}`, 'http://site'), params);
    return {
      city: state.city,
      href: (city: string) => otherCityHref(prefix, language, state, city),
    };
  }, [pathname, search, params, prefix, language]);
}
