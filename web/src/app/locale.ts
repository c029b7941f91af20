import { createContext, useContext } from 'react';

/** Route prefixes (spec §2, §5: a prefix must be sr-RS or en). */
export const routePrefixes = ['en', 'sr-RS'] as const;
export type RoutePrefix = (typeof routePrefixes)[number];
export const defaultPrefix: RoutePrefix = 'en';

/** The languages translations exist in; sr-RS, sr-BA and sr-ME all read Serbian (spec §1). */
export type Language = 'en' | 'sr' | 'ru';

const languageByLocale: Record<string, Language> = {
  en: 'en',
  'sr-RS': 'sr',
  'sr-BA': 'sr',
  'sr-ME': 'sr',
  ru: 'ru',
};

export function isRoutePrefix(value: string | undefined): value is RoutePrefix {
  return (routePrefixes as readonly string[]).includes(value ?? '');
}

export function languageOf(locale: string): Language {
  return languageByLocale[locale] ?? 'en';
}

/** Prefixes a site path (starting with '/') with the locale: ('en', '/search') → '/en/search'. */
export function localizedPath(prefix: RoutePrefix, path: string): string {
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
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
