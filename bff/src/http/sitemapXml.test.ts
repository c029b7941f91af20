import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  entriesPerFile,
  listable,
  maxBytesPerFile,
  maxSlugLength,
  maxUrlsPerFile,
  pathOf,
  renderUrlset,
  staticPages,
  type SitemapLocales,
} from './sitemapXml.js';

const locales: SitemapLocales = {
  siteUrl: 'https://termin.example',
  alternates: [
    ['en', 'en'],
    ['sr-RS', 'sr-RS'],
  ],
  defaultPrefix: 'en',
};

describe('sitemap XML', () => {
  it('lists each page once per language, each with every version and x-default', () => {
    const xml = renderUrlset(locales, [
      { path: '/blog/a&b', lastModified: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
    }).parse(xml);
    const urls = parsed.urlset[0].url;
    expect(urls.map((url: { loc: string[] }) => url.loc[0])).toEqual([
      'https://termin.example/en/blog/a&b',
      'https://termin.example/sr-RS/blog/a&b',
    ]);
    for (const url of urls) {
      expect(url['xhtml:link'].map((link: Record<string, string>) => link['@_hreflang'])).toEqual([
        'en',
        'sr-RS',
        'x-default',
      ]);
    }
  });

  it('maps api entries to the site paths of spec §2', () => {
    expect(pathOf({ kind: 'branch', slug: 'salon-lotus-12' })).toBe('/company/salon-lotus-12');
    expect(pathOf({ kind: 'legal', slug: 'cookie-policy' })).toBe('/cookie-policy');
    expect(pathOf({ kind: 'promo', slug: 'prvi-termin' })).toBe('/prvi-termin');
    expect(pathOf({ kind: 'helpArticle', slug: 'how-to-book' })).toBe(
      '/help-center?article=how-to-book',
    );
  });

  it('lists a campaign page, written in Serbian only, once and without alternates (issue 45)', () => {
    const xml = renderUrlset(locales, [
      { path: pathOf({ kind: 'promo', slug: 'prvi-termin' }), language: 'sr' },
    ]);
    expect(xml).toContain(`<loc>${locales.siteUrl}/sr-RS/prvi-termin</loc>`);
    expect(xml).not.toContain('/en/prvi-termin');
    expect(xml).not.toContain('hreflang');
  });

  it('lists a treatment listing with each language its own article', () => {
    const xml = renderUrlset({ ...locales, alternates: [...locales.alternates, ['ru', 'ru']] }, [
      { path: pathOf({ kind: 'listing', slug: 'hair/beograd' }) },
    ]);
    const urls = new XMLParser({ ignoreAttributes: false }).parse(xml).urlset.url;
    expect(urls.map((url: { loc: string }) => url.loc)).toEqual([
      'https://termin.example/en/bt/hair/in/beograd',
      'https://termin.example/sr-RS/bt/hair/u/beograd',
      'https://termin.example/ru/bt/hair/v/beograd',
    ]);
    expect(
      urls[1]['xhtml:link'].map((link: Record<string, string>) => [
        link['@_hreflang'],
        link['@_href'],
      ]),
    ).toEqual([
      ['en', 'https://termin.example/en/bt/hair/in/beograd'],
      ['sr-RS', 'https://termin.example/sr-RS/bt/hair/u/beograd'],
      ['ru', 'https://termin.example/ru/bt/hair/v/beograd'],
      ['x-default', 'https://termin.example/en/bt/hair/in/beograd'],
    ]);
    expect(listable({ kind: 'listing', slug: 'hair', lastModified: null })).toBe(false);
    expect(listable({ kind: 'listing', slug: 'hair/beograd', lastModified: null })).toBe(true);
  });

  it('keeps a full file of the longest entries within the protocol limits', () => {
    const perFile = entriesPerFile(locales);
    expect(perFile).toBeGreaterThan(10_000);
    const longest = {
      path: pathOf({ kind: 'helpArticle', slug: 'x'.repeat(maxSlugLength) }),
      lastModified: '2026-01-02T00:00:00.000Z',
    };
    const xml = renderUrlset(locales, [...staticPages, ...Array(perFile).fill(longest)]);
    expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(maxBytesPerFile);
    expect((xml.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(maxUrlsPerFile);
  });

  it('leaves out slugs longer than the api can look up', () => {
    expect(
      listable({ kind: 'branch', slug: 'x'.repeat(maxSlugLength + 1), lastModified: null }),
    ).toBe(false);
    expect(listable({ kind: 'branch', slug: 'ok-1', lastModified: null })).toBe(true);
  });
});
