import { describe, expect, it } from 'vitest';
import { businessPage, home, hubSearch } from './sitePaths.js';

describe('hubSearch', () => {
  it('puts the text and the city into s and c under the locale prefix', () => {
    expect(hubSearch('en', { s: 'hair', c: 'beograd' })).toBe('/en/search?s=hair&c=beograd');
    expect(hubSearch('sr-RS', { s: 'nokti', c: 'novi-sad' })).toBe(
      '/sr-RS/search?s=nokti&c=novi-sad',
    );
  });

  it('encodes the query so any text round-trips', () => {
    const path = hubSearch('en', { s: 'cut & color?=50% šišanje', c: 'beograd' });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/en/search');
    expect(url.searchParams.get('s')).toBe('cut & color?=50% šišanje');
    expect(url.searchParams.get('c')).toBe('beograd');
  });

  it('leaves out empty and missing params', () => {
    expect(hubSearch('en', { s: 'hair' })).toBe('/en/search?s=hair');
    expect(hubSearch('en', { s: '', c: 'beograd' })).toBe('/en/search?c=beograd');
    expect(hubSearch('en', { s: '', c: '' })).toBe('/en/search');
    expect(hubSearch('en')).toBe('/en/search');
  });
});

describe('businessPage', () => {
  it('takes the venue id as the slug and the city as c', () => {
    expect(businessPage('en', { slug: '1234', c: 'beograd' })).toBe('/en/company/1234?c=beograd');
    expect(businessPage('sr-RS', { slug: '1234' })).toBe('/sr-RS/company/1234');
  });

  it('encodes the slug as one path segment', () => {
    expect(businessPage('en', { slug: 'a/b c', c: '' })).toBe('/en/company/a%2Fb%20c');
  });
});

describe('home', () => {
  it('is the locale root', () => {
    expect(home('en')).toBe('/en');
    expect(home('sr-RS')).toBe('/sr-RS');
  });
});
