import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language.js';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['sr', 'sr'],
    ['ru', 'ru'],
    ['sr-RS', 'sr'],
    ['sr-Latn-ME', 'sr'],
    ['SR-ba', 'sr'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8', 'ru'],
    ['de-DE,de;q=0.9', 'en'],
    ['de-DE, sr;q=0.5', 'sr'],
    ['en;q=0.4, ru;q=0.8', 'ru'],
    ['ru;q=0, sr', 'sr'],
    ['*', 'en'],
    ['fr;q=abc, ru', 'ru'],
  ])('%j → %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});
