import { createContext, useContext } from 'react';
import {
  localizedPath,
  prefixesFor,
  routePrefixes,
  type Region,
  type RoutePrefix,
} from '@termin/site-paths';

// Route prefixes (spec §2, §5): en and sr-RS everywhere, ru where the project runs in the ru
// region (spec §1 leaves the ru prefix open; the ru region is where Russian is served).
export { localizedPath, prefixesFor, routePrefixes, type Region, type RoutePrefix };
export const defaultPrefix: RoutePrefix = 'en';

/** The languages translations exist in; sr-RS, sr-BA and sr-ME all read Serbian (spec §1). */
export type Language = 'en' | 'sr' | 'ru';
export const languages: readonly Language[] = ['en', 'sr', 'ru'];

const languageByLocale: Record<string, Language> = {
  en: 'en',
  'sr-RS': 'sr',
  'sr-BA': 'sr',
  'sr-ME': 'sr',
  ru: 'ru',
};

export function isRoutePrefix(
  value: string | undefined,
  offered: readonly RoutePrefix[] = routePrefixes,
): value is RoutePrefix {
  return (offered as readonly string[]).includes(value ?? '');
}

/**
 * A path segment shaped like a locale tag (`de`, `sr-BA`). An unoffered one is a bad locale (404),
 * not an unprefixed path to redirect.
 */
export function looksLikeLocale(segment: string | undefined): boolean {
  return /^[a-z]{2}(?:-[A-Za-z]{2})?$/.test(segment ?? '');
}

export function languageOf(locale: string): Language {
  return languageByLocale[locale] ?? 'en';
}

export interface LocaleInfo {
  prefix: RoutePrefix;
  language: Language;
}

export const LocaleContext = createContext<LocaleInfo>({ prefix: 'en', language: 'en' });

/** The locale of the page being shown, from its route prefix. */
export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}
