import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './createContext.js';

describe('languageFromHeader', () => {
  it.each([
    ['sr-RS,sr;q=0.9', 'sr'],
    ['sr-ME', 'sr'],
    ['ru', 'ru'],
    ['ru-RU,en;q=0.5', 'ru'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    [undefined, 'en'],
    ['', 'en'],
  ])('%s reads %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
