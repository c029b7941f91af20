import { describe, expect, it } from 'vitest';
import { rootLocale, servedPrefixes } from './rootLocale.js';

const eu = servedPrefixes('eu');
const ru = servedPrefixes('ru');

describe('rootLocale (spec §2: where / goes)', () => {
  it("sends a first visit to the browser's language among the served ones", () => {
    expect(rootLocale(undefined, 'sr-RS,sr;q=0.9,en;q=0.8', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'sr-Latn-RS', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'sr-BA,bs;q=0.5', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'sr-ME', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'de-DE,de;q=0.9,sr;q=0.5,en;q=0.4', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'en-US,en;q=0.9,sr;q=0.8', eu)).toBe('en');
  });

  it('sends Bosnian, Montenegrin and Croatian browsers to the Serbian pages, not English', () => {
    expect(rootLocale(undefined, 'bs-BA,bs;q=0.9,en;q=0.8', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'bs', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'hr-BA, en;q=0.5', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'cnr-ME,cnr;q=0.9', eu)).toBe('sr-RS');
    expect(rootLocale(undefined, 'sh', eu)).toBe('sr-RS');
    // Their weight still counts, and look-alike tags are other languages.
    expect(rootLocale(undefined, 'en-US,bs;q=0.5', eu)).toBe('en');
    expect(rootLocale(undefined, 'hrv,bsx', eu)).toBe('en');
  });

  it('serves Russian only where the deployment offers it', () => {
    expect(rootLocale(undefined, 'ru-RU,ru;q=0.9', ru)).toBe('ru');
    expect(rootLocale(undefined, 'ru-RU,ru;q=0.9', eu)).toBe('en');
    expect(rootLocale(undefined, 'ru-RU,ru;q=0.9,sr;q=0.5', eu)).toBe('sr-RS');
  });

  it('falls back to English for no, an empty, a foreign or a malformed header', () => {
    expect(rootLocale(undefined, undefined, eu)).toBe('en');
    expect(rootLocale(undefined, '', eu)).toBe('en');
    expect(rootLocale(undefined, 'de-DE,fr;q=0.5', eu)).toBe('en');
    expect(rootLocale(undefined, ';;;q=x,\u0000', eu)).toBe('en');
    expect(rootLocale(undefined, '*', eu)).toBe('en');
  });

  it('keeps the locale cookie over the browser when the deployment serves it', () => {
    expect(rootLocale('en', 'sr-RS', eu)).toBe('en');
    expect(rootLocale('sr-RS', 'en-US', eu)).toBe('sr-RS');
    expect(rootLocale('ru', 'sr-RS', eu)).toBe('sr-RS');
    expect(rootLocale('ru', 'en', ru)).toBe('ru');
  });
});
