import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const siteUrl = 'https://termin.example';
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== '?xml',
});

interface ParsedUrl {
  loc: string[];
  lastmod?: string[];
  'xhtml:link': { '@_hreflang': string; '@_href': string }[];
}

// The sitemap XML of spec §2 from bff over the real booking API and its demo data.
describe('sitemaps', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    api = await startListeningApi();
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'test-session-secret-test-session-secret',
      LOG_LEVEL: 'silent',
      API_URL: api.url,
      SITE_URL: siteUrl,
    });
    bff = await buildApp(config, { pages: false });
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  const get = (url: string) => bff.inject({ method: 'GET', url });

  it('serves a well-formed index naming the country files', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const index = parser.parse(response.body).sitemapindex[0];
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locations = index.sitemap.map((entry: { loc: string[] }) => entry.loc[0]);
    expect(locations[0]).toBe(`${siteUrl}/sitemap/rs/1.xml`);
    // Every file the index names is served.
    for (const location of locations) {
      expect((await get(location.slice(siteUrl.length))).statusCode).toBe(200);
    }
  });

  it('lists companies and content pages in every language with hreflang alternates', async () => {
    const response = await get('/sitemap/rs/1.xml');
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const urlset = parser.parse(response.body).urlset[0];
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls: ParsedUrl[] = urlset.url;
    const locs = urls.map((url) => url.loc[0]!);
    for (const path of ['', '/blog', '/help-center', '/pricing', '/for-business', '/terms']) {
      expect(locs).toContain(`${siteUrl}/en${path}`);
      expect(locs).toContain(`${siteUrl}/sr-RS${path}`);
    }
    const company = urls.find((url) => url.loc[0]!.startsWith(`${siteUrl}/en/company/`));
    expect(company).toBeDefined();
    const companyPath = company!.loc[0]!.slice(`${siteUrl}/en`.length);
    expect(company!['xhtml:link']).toEqual([
      { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': `${siteUrl}/en${companyPath}` },
      { '@_rel': 'alternate', '@_hreflang': 'sr-RS', '@_href': `${siteUrl}/sr-RS${companyPath}` },
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': `${siteUrl}/en${companyPath}` },
    ]);
    expect(locs.some((loc) => loc.startsWith(`${siteUrl}/sr-RS/blog/`))).toBe(true);
    expect(locs.some((loc) => loc.includes('/help-center?article='))).toBe(true);
    expect(locs.some((loc) => loc.startsWith(`${siteUrl}/en/for-business/`))).toBe(true);
    // spec §2 {token}: the running campaign pages, and the treatment listings of each city.
    expect(locs).toContain(`${siteUrl}/sr-RS/prvi-termin`);
    // Written in Serbian only: no English address serves it (issue 45, item 5).
    expect(locs).not.toContain(`${siteUrl}/en/prvi-termin`);
    expect(locs).toContain(`${siteUrl}/en/bt/hair/in/beograd`);
    expect(locs).toContain(`${siteUrl}/sr-RS/bt/hair/u/beograd`);
  });

  it('answers 404 past the last file and for another country', async () => {
    expect((await get('/sitemap/rs/99.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/rs/abc.xml')).statusCode).toBe(404);
    // Sitemaps are per project country (RS here): web's /en/sitemap/me/1 is a 404 too.
    expect((await get('/sitemap/ru/1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap/me/1.xml')).statusCode).toBe(404);
  });

  // One rule: only .xml paths are XML; the rest are web's pages, which this app (built without
  // pages) does not serve, so the XML routes must not answer them.
  it('serves XML only at .xml paths', async () => {
    for (const path of ['/sitemap/1', '/sitemap/rs/1', '/sitemap/me/1', '/sitemap']) {
      const response = await get(path);
      expect(response.headers['content-type'] ?? '', path).not.toMatch(/xml/);
    }
  });

  it('names the index in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
