import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, inlineScriptHashes, pageCacheKey } from './pageCache.js';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('pageCacheKey', () => {
  it('keys a visitor without cookies by the URL and the kind of document', () => {
    expect(pageCacheKey('/en/pricing', {}, false)).toBe(
      'stream /en/pricing locale=;viewport=;city=',
    );
    expect(pageCacheKey('/en/pricing', {}, true)).not.toBe(pageCacheKey('/en/pricing', {}, false));
  });

  it('keeps apart visitors whose layout, city or locale cookies differ', () => {
    const phone = pageCacheKey('/en', { viewport: 'xs' }, false);
    const desk = pageCacheKey('/en', { viewport: 'lg' }, false);
    const novi = pageCacheKey('/en', { viewport: 'lg', city: 'novi-sad' }, false);
    expect(new Set([phone, desk, novi]).size).toBe(3);
  });

  it("keeps a phone's first render (guessed from its hints) apart from a desktop's", () => {
    expect(pageCacheKey('/en', {}, false, true)).not.toBe(pageCacheKey('/en', {}, false));
  });

  it('never keys a request carrying any other cookie: a session, a login, anything unknown', () => {
    expect(pageCacheKey('/en', { termin_session: 'sealed' }, false)).toBeUndefined();
    expect(
      pageCacheKey('/en', { '__Host-termin_login': 'x', viewport: 'lg' }, false),
    ).toBeUndefined();
    expect(pageCacheKey('/en', { _ga: 'GA1.1' }, false)).toBeUndefined();
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

  it('keeps a page with its script hashes and compresses it once per encoding', () => {
    const cache = createPageCache({ ttlMs: 10_000 })!;
    const html = Buffer.from('<html><body><script>go()</script></body></html>');
    cache.set('k', 200, html);
    const page = cache.get('k')!;
    expect(page.scriptHashes).toEqual([sha256('go()')]);
    expect(cache.body(page, undefined)).toBe(html);
    const br = cache.body(page, 'br');
    expect(brotliDecompressSync(br)).toEqual(html);
    expect(cache.body(page, 'br')).toBe(br);
    expect(gunzipSync(cache.body(page, 'gzip'))).toEqual(html);
  });

  it('forgets a page after its time to live', async () => {
    const cache = createPageCache({ ttlMs: 20 })!;
    cache.set('k', 200, Buffer.from('<html></html>'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('k')).toBeUndefined();
  });
});
