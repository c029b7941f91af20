import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, prefixOf } from './localeRedirect';

const at = (path: string) => new URL(path, 'http://localhost');
const eu = ['en', 'sr-RS'] as const;

describe('localeRedirectTarget', () => {
  it('sends unprefixed URLs to the default locale, keeping path and query', () => {
    expect(localeRedirectTarget(at('/'), undefined, eu)).toBe('/en');
    expect(localeRedirectTarget(at('/search?s=hair&c=beograd'), undefined, eu)).toBe(
      '/en/search?s=hair&c=beograd',
    );
    expect(localeRedirectTarget(at('/blog/'), undefined, eu)).toBe('/en/blog');
  });

  it("sends unprefixed URLs to the locale cookie's prefix", () => {
    expect(localeRedirectTarget(at('/search?s=x'), 'sr-RS', eu)).toBe('/sr-RS/search?s=x');
  });

  it("rewrites a prefixed URL to the cookie's locale", () => {
    expect(localeRedirectTarget(at('/en/blog/post?x=1'), 'sr-RS', eu)).toBe('/sr-RS/blog/post?x=1');
    expect(localeRedirectTarget(at('/en'), 'sr-RS', eu)).toBe('/sr-RS');
  });

  it('leaves a URL in the cookie locale, or without a usable cookie, alone', () => {
    expect(localeRedirectTarget(at('/sr-RS/search'), 'sr-RS', eu)).toBeNull();
    expect(localeRedirectTarget(at('/en/search'), undefined, eu)).toBeNull();
    expect(localeRedirectTarget(at('/en/search'), 'ru', eu)).toBeNull();
    expect(localeRedirectTarget(at('/en/search'), 'ru', ['en', 'sr-RS', 'ru'])).toBe('/ru/search');
  });
});

describe('prefixOf', () => {
  it('reads only the offered prefixes of spec §5', () => {
    expect(prefixOf('/sr-RS/search', eu)).toBe('sr-RS');
    expect(prefixOf('/en', eu)).toBe('en');
    expect(prefixOf('/ru/search', eu)).toBeUndefined();
    expect(prefixOf('/', eu)).toBeUndefined();
  });
});
