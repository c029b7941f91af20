import type { Language } from '../app/locale';

/** The {article} of /bt/{type}/{article}/{city} and /st/…: "in" in each language (spec §2). */
export const articleByLanguage: Record<Language, string> = { en: 'in', sr: 'u', ru: 'v' };

/**
 * A page's path below the locale prefix as it reads in `language`: the search listings carry a
 * word of the language ("hair/in/beograd", "hair/u/beograd"), every other path reads the same.
 * Canonical and hreflang URLs use it, so one listing has one address per language.
 */
export function localizedRest(rest: string, language: Language): string {
  const segments = rest.split('/');
  if ((segments[0] === 'bt' || segments[0] === 'st') && segments.length >= 4) {
    segments[2] = articleByLanguage[language];
  }
  return segments.join('/');
}

/** The search params a page keeps in its canonical and hreflang URLs, in that order. */
export function indexQuery(search: string, indexParams: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of indexParams) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
