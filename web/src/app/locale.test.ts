import { describe, expect, it } from 'vitest';
import { isRoutePrefix, languageOf, localizedPath, looksLikeLocale, prefixesFor } from './locale';

describe('locales (spec §1, §2, §5)', () => {
  it('reads sr-RS, sr-BA and sr-ME as Serbian, ru as Russian, and English by default', () => {
    expect(languageOf('sr-RS')).toBe('sr');
    expect(languageOf('sr-BA')).toBe('sr');
    expect(languageOf('sr-ME')).toBe('sr');
    expect(languageOf('ru')).toBe('ru');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('de')).toBe('en');
  });

  it('offers the en and sr-RS prefixes everywhere, and ru in the ru region', () => {
    expect(prefixesFor('eu')).toEqual(['en', 'sr-RS']);
    expect(prefixesFor('ru')).toEqual(['en', 'sr-RS', 'ru']);
    expect(isRoutePrefix('sr-RS', prefixesFor('eu'))).toBe(true);
    expect(isRoutePrefix('ru', prefixesFor('eu'))).toBe(false);
    expect(isRoutePrefix('sr-BA', prefixesFor('ru'))).toBe(false);
  });

  it('tells a locale-shaped first segment (a bad locale, 404) from an unprefixed path', () => {
    expect(looksLikeLocale('de')).toBe(true);
    expect(looksLikeLocale('sr-BA')).toBe(true);
    expect(looksLikeLocale('search')).toBe(false);
    expect(looksLikeLocale('book-now')).toBe(false);
    expect(looksLikeLocale(undefined)).toBe(false);
  });

  it('puts a site path under a prefix', () => {
    expect(localizedPath('sr-RS', '/')).toBe('/sr-RS');
    expect(localizedPath('en', '/search')).toBe('/en/search');
  });
});
