// The whole state of a search lives in its URL (spec §2 Search), so back, forward and shared links
// restore it: the path names the treatment or keyword, city and area; the query the filters,
// sort and page. This module reads that URL and writes it back.
import { localizedPath, type Language, type RoutePrefix } from '../../app/locale';
import { articleByLanguage } from '../../routing/localizedPath';
import { isLocalDate, urlText } from '../../routing/urlValues';

export const searchSorts = ['relevance', 'rating', 'price', 'distance'] as const;
export type SearchSortName = (typeof searchSorts)[number];
export const ratingSteps = [3, 4, 4.5] as const;
export const distanceSteps = [1, 2, 5, 10, 25] as const;
export const pageSize = 12;
/** Deeper pages than this are not offered (nor crawled). */
export const maxPage = 500;

export interface SearchFilters {
  /** Major currency units, as typed. */
  priceMin?: number;
  priceMax?: number;
  rating?: number;
  /** Venues open today or tomorrow in the city's time zone… */
  day?: 'today' | 'tomorrow';
  /** …or on this YYYY-MM-DD (wins over day). */
  date?: string;
  /** At most this far from the city centre. */
  km?: number;
}

export interface SearchState {
  /** /search (hubSearch), /bt/{type}… or /st/{keyword}… */
  kind: 'search' | 'bt' | 'st';
  category?: string;
  text?: string;
  city?: string;
  area?: string;
  /** The path's {article} segment as given (kept when links change only the query). */
  article?: string;
  sort: SearchSortName;
  page: number;
  filters: SearchFilters;
}

const positiveNumber = (value: string | null, max: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= max ? number : undefined;
};

const clean = (value: string | null | undefined) => urlText(value, 100);

/** The search the URL describes; values that make no sense are dropped, never an error. */
export function parseSearchState(
  url: URL,
  params: { type?: string; keyword?: string; article?: string; city?: string; area?: string },
): SearchState {
  const query = url.searchParams;
  const kind = params.type ? 'bt' : params.keyword ? 'st' : 'search';
  const sort = query.get('sort');
  const page = Number(query.get('page') ?? '1');
  const rating = positiveNumber(query.get('rating'), 5);
  const km = positiveNumber(query.get('km'), 100);
  const day = query.get('day');
  let priceMin = positiveNumber(query.get('min'), 10_000_000);
  let priceMax = positiveNumber(query.get('max'), 10_000_000);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const filters: SearchFilters = {
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(rating ? { rating } : {}),
    ...(day === 'today' || day === 'tomorrow' ? { day } : {}),
    ...(isLocalDate(query.get('date')) ? { date: query.get('date')! } : {}),
    ...(km ? { km } : {}),
  };
  const city = clean(params.city) ?? clean(query.get('c'));
  return {
    kind,
    category: clean(params.type),
    // /st/{keyword} slugs read as words: /st/gel-nails is "gel nails".
    text: params.keyword ? clean(params.keyword.replaceAll('-', ' ')) : clean(query.get('s')),
    city,
    area: city ? clean(params.area) : undefined,
    article: clean(params.article),
    sort: (searchSorts as readonly string[]).includes(sort ?? '')
      ? (sort as SearchSortName)
      : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
    filters,
  };
}

/** The query of a state: filters, sort and page (page 1 and relevance are the defaults). */
export function stateQuery(state: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.kind === 'search') {
    if (state.text) query.set('s', state.text);
    if (state.city) query.set('c', state.city);
  } else if (state.city && !state.article) {
    query.set('c', state.city);
  }
  const { priceMin, priceMax, rating, day, date, km } = state.filters;
  if (priceMin !== undefined) query.set('min', String(priceMin));
  if (priceMax !== undefined) query.set('max', String(priceMax));
  if (rating) query.set('rating', String(rating));
  if (date) query.set('date', date);
  else if (day) query.set('day', day);
  if (km) query.set('km', String(km));
  if (state.sort !== 'relevance') query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** The path of a state: /search, /bt/{type}[/{article}/{city}[/{area}]] or /st/{keyword}[…]. */
export function statePath(state: SearchState, language: Language): string {
  if (state.kind === 'search') return '/search';
  const head =
    state.kind === 'bt'
      ? `/bt/${encodeURIComponent(state.category ?? '')}`
      : `/st/${encodeURIComponent((state.text ?? '').toLowerCase().replaceAll(' ', '-'))}`;
  if (!state.city) return head;
  const article = encodeURIComponent(state.article ?? articleByLanguage[language]);
  const area = state.area ? `/${encodeURIComponent(state.area)}` : '';
  return `${head}/${article}/${encodeURIComponent(state.city)}${area}`;
}

/** The site URL (with locale prefix) of a search state. */
export function searchHref(prefix: RoutePrefix, language: Language, state: SearchState): string {
  // A city named only by c on /bt/ or /st/ moves into the path with this language's article.
  const inPath = state.kind !== 'search' && state.city && !state.article;
  const shown = inPath ? { ...state, article: articleByLanguage[language] } : state;
  const query = stateQuery(shown).toString();
  return `${localizedPath(prefix, statePath(shown, language))}${query ? `?${query}` : ''}`;
}

/**
 * A fresh listing of a treatment in a city: /bt/{slug}/{article}/{city}. It has no query (its
 * city is in the path, nothing else is set), so it is its path alone: a start page writes some
 * sixty of these, and searchHref's query building cost more than the rest of each link.
 */
export function treatmentHref(
  prefix: RoutePrefix,
  language: Language,
  category: string,
  city?: string,
  area?: string,
): string {
  const state: SearchState = {
    kind: 'bt',
    category,
    city,
    area,
    article: city ? articleByLanguage[language] : undefined,
    sort: 'relevance',
    page: 1,
    filters: {},
  };
  return localizedPath(prefix, statePath(state, language));
}

export const hasFilters = (filters: SearchFilters) => Object.keys(filters).length > 0;
