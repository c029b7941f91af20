import { describe, expect, it } from 'vitest';
import { localizedRedirectTarget, prefixOf } from './localeRedirect';

const at = (path: string) => new URL(path, 'http://localhost');

describe('localizedRedirectTarget', () => {
  it('sends the root to the default locale', () => {
    expect(localizedRedirectTarget(at('/'))).toBe('/en');
  });

  it('keeps path and query of an unprefixed URL', () => {
    expect(localizedRedirectTarget(at('/search?s=hair&c=beograd'))).toBe(
      '/en/search?s=hair&c=beograd',
    );
  });

  it('leaves prefixed URLs alone', () => {
    expect(localizedRedirectTarget(at('/en/search'))).toBeNull();
    expect(localizedRedirectTarget(at('/sr-RS'))).toBeNull();
  });

  it('uses the given prefix', () => {
    expect(localizedRedirectTarget(at('/blog/'), 'sr-RS')).toBe('/sr-RS/blog');
  });
});

describe('prefixOf', () => {
  it('reads only the valid prefixes of spec §5', () => {
    expect(prefixOf('/sr-RS/search')).toBe('sr-RS');
    expect(prefixOf('/en')).toBe('en');
    expect(prefixOf('/ru/search')).toBeUndefined();
    expect(prefixOf('/')).toBeUndefined();
  });
});
