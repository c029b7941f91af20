import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { webBuilt } from '../test/processes.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { inlineScriptHashes } from './pageCache.js';

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith('script-src '))!
    .split(' ')
    .slice(1);

// What shared caches may keep (ssr/publicPages.ts): a visitor's public page is public, with a
// validator and a policy that holds for whoever a cache sends it to; anything personal is not.
describe.skipIf(!webBuilt)('public pages for shared caches (needs the web build)', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    api = await startListeningApi();
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: api.url,
        SESSION_SECRET: 'public-pages-secret-0123456789abcdef',
        PAGE_EDGE_SECONDS: '30',
        PAGE_EDGE_STALE_SECONDS: '120',
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('sends an anonymous public page for shared caches, with an ETag and 304 on revalidation', async () => {
    const url = `/en/terms?visit=${Date.now()}`;
    const first = await bff.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    expect(first.headers.vary).toBe(
      'Accept-Encoding, Cookie, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent',
    );
    // nginx streams pages through unbuffered: a public page asks it to buffer, so it may keep it.
    expect(first.headers['x-accel-buffering']).toBe('yes');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    // The policy names no nonce (caches send these headers to everyone): every inline script of
    // the document is allowed by its hash, and nothing else inline.
    const html = brotliDecompressSync(first.rawPayload).toString('utf8');
    const sources = scriptSources(first.headers['content-security-policy'] as string);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(sources).toEqual(["'self'", ...hashes]);

    // From the page cache: the same page, the same validator.
    const again = await bff.inject({ url });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(html);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);

    const revalidated = await bff.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toMatch(/^public, /);
    expect((await bff.inject({ url, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(
      200,
    );
  });

  it('renders a public page once for crawlers and browsers alike: the whole document', async () => {
    const url = `/en/privacy?visit=${Date.now()}`;
    const crawler = await bff.inject({ url, headers: { 'user-agent': 'Googlebot/2.1' } });
    const browser = await bff.inject({ url, headers: { 'user-agent': 'Mozilla/5.0 Firefox/140' } });
    expect(browser.headers['x-page-cache']).toBe('hit');
    expect(browser.body).toBe(crawler.body);
  });

  it('is private and never stored with a session cookie, or anything personal', async () => {
    const url = `/en/terms?visit=${Date.now()}`;
    for (const cookie of ['termin_session=sealed', 'termin_login=sealed', 'viewport=lg; other=1']) {
      const answer = await bff.inject({ url, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['x-accel-buffering']).toBeUndefined();
      expect(answer.headers['x-page-cache']).toBeUndefined();
      expect(scriptSources(answer.headers['content-security-policy'] as string)).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-/),
      ]);
    }
    // None of them filled the cache: the first anonymous visitor renders it.
    const anonymous = await bff.inject({ url });
    expect(anonymous.headers['x-page-cache']).toBeUndefined();
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);

    // A booking step shows live availability: never kept, whoever asks.
    const step = await bff.inject({ url: '/en/book-now/salon-lotus-vracar-1/services' });
    expect(step.statusCode).toBe(200);
    expect(step.headers['cache-control']).toBe('private, no-store');
    const missing = await bff.inject({ url: '/en/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    const login = await bff.inject({ url: '/auth/login?redirect=/en' });
    expect(login.headers['cache-control']).toMatch(/no-store/);
  });
});
