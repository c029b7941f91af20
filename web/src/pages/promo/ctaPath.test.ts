import { describe, expect, it } from 'vitest';
import { ctaPath } from './ctaPath';

describe('ctaPath', () => {
  it('puts an unprefixed site path in the page language', () => {
    expect(ctaPath('/search', 'ru')).toBe('/ru/search');
    expect(ctaPath('/search?s=spa', 'sr-RS')).toBe('/sr-RS/search?s=spa');
    expect(ctaPath('/', 'ru')).toBe('/ru');
  });

  it('keeps a prefixed path and an absolute URL as written', () => {
    expect(ctaPath('/sr-RS/search', 'en')).toBe('/sr-RS/search');
    expect(ctaPath('/en', 'ru')).toBe('/en');
    expect(ctaPath('https://manage.example/rl', 'ru')).toBe('https://manage.example/rl');
    expect(ctaPath('//cdn.example/x', 'ru')).toBe('//cdn.example/x');
  });
});
