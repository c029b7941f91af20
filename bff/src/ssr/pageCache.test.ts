import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  createPageCache,
  inlineScriptHashes,
  pageBody,
  pageCacheKey,
  wholePage,
} from './pageCache.js';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('pageCacheKey', () => {
  it('keys a visitor without cookies by the URL alone: crawlers and browsers get one document', () => {
    expect(pageCacheKey('/en/pricing', {})).toBe('/en/pricing locale=;viewport=;city=');
  });

  it('keeps apart visitors whose layout, city or locale cookies differ', () => {
    const phone = pageCacheKey('/en', { viewport: 'xs' });
    const desk = pageCacheKey('/en', { viewport: 'lg' });
    const novi = pageCacheKey('/en', { viewport: 'lg', city: 'novi-sad' });
    expect(new Set([phone, desk, novi]).size).toBe(3);
  });

  it("keeps a phone's first render (guessed from its hints) apart from a desktop's", () => {
    expect(pageCacheKey('/en', {}, true)).not.toBe(pageCacheKey('/en', {}));
  });

  it('never keys a request carrying any other cookie: a session, a login, anything unknown', () => {
    expect(pageCacheKey('/en', { termin_session: 'sealed' })).toBeUndefined();
    expect(pageCacheKey('/en', { '__Host-termin_login': 'x', viewport: 'lg' })).toBeUndefined();
    expect(pageCacheKey('/en', { _ga: 'GA1.1' })).toBeUndefined();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, leaving external scripts and JSON data out', () => {
    const html =
      '<head><script type="module" src="/assets/entry.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script></head>' +
      '<body><script nonce="abc">window.__TERMIN__={"a":1}</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.__TERMIN__={"a":1}')]);
  });
});

describe('createPageCache', () => {
  it('is off when its time to live is zero', () => {
    expect(createPageCache({ ttlMs: 0 })).toBeUndefined();
  });

  it('keeps a page with its script hashes and validator', () => {
    const cache = createPageCache({ ttlMs: 10_000 })!;
    const html = Buffer.from('<html><body><script>go()</script></body></html>');
    cache.set('k', wholePage(200, html));
    const page = cache.get('k')!;
    expect(page.scriptHashes).toEqual([sha256('go()')]);
    expect(page.html).toBe(html);
  });

  it('forgets a page after its time to live', () => {
    // The cache reads the (faked) Date's time; its own short timers are faked with it.
    vi.useFakeTimers();
    try {
      const cache = createPageCache({ ttlMs: 20, clock: Date })!;
      cache.set('k', wholePage(200, Buffer.from('<html></html>')));
      vi.advanceTimersByTime(20);
      expect(cache.get('k')).toBeDefined();
      vi.advanceTimersByTime(1);
      expect(cache.get('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('wholePage', () => {
  it("validates a page by its document's bytes: the same page, the same weak ETag", () => {
    const page = wholePage(200, Buffer.from('<html>a</html>'));
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(wholePage(200, Buffer.from('<html>a</html>')).etag).toBe(page.etag);
    expect(wholePage(200, Buffer.from('<html>b</html>')).etag).not.toBe(page.etag);
  });

  it('compresses a page once per encoding', async () => {
    const html = Buffer.from('<html><body><script>go()</script></body></html>');
    const page = wholePage(200, html);
    expect(await pageBody(page, undefined)).toBe(html);
    const br = await pageBody(page, 'br');
    expect(brotliDecompressSync(br)).toEqual(html);
    expect(await pageBody(page, 'br')).toBe(br);
    expect(gunzipSync(await pageBody(page, 'gzip'))).toEqual(html);
  });
});
