import { describe, expect, it } from 'vitest';
import { siteLoginHref, sitePath } from './returnPath.js';

describe('sitePath', () => {
  it('keeps a path on the site with its query', () => {
    const booking = '/en/book-now/salon-lotus-vracar-1/order?service=1&d=2026-12-02&t=10%3A00';
    expect(sitePath(booking)).toBe(booking);
  });

  it.each([
    'https://evil.test/',
    '//evil.test/',
    '/\\evil.test',
    'javascript:alert(1)',
    'en/book-now',
    '/en/ space',
    '/en/\u0000',
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(sitePath(value)).toBe('');
  });
});

describe('siteLoginHref', () => {
  it('goes back to the path, else to the home given', () => {
    expect(siteLoginHref('/en/book-now/x/order?service=1&d=2026-12-02', '/en')).toBe(
      '/auth/login?redirect=%2Fen%2Fbook-now%2Fx%2Forder%3Fservice%3D1%26d%3D2026-12-02',
    );
    expect(siteLoginHref('', '/sr-RS')).toBe('/auth/login?redirect=%2Fsr-RS');
  });
});
