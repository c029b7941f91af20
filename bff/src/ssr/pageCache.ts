import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A microcache of rendered public pages for visitors without a session: the same page asked for
 * again within a few seconds is sent as it was rendered instead of rendered again. Only requests
 * whose answer cannot depend on who asks are looked up: no cookies but those that choose the
 * layout, city and locale (they are part of the key), and only renders the web app marks
 * cacheable (public pages without live availability, see web/src/entry.server.tsx).
 *
 * A rendered page carries the nonce of the response it was rendered for. A cached copy is sent
 * with a fresh nonce and the hashes of its inline scripts in its Content-Security-Policy, so the
 * old nonce is never valid again and nothing but those exact scripts may run.
 */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** CSP sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
  compressed: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** Cookies a page may depend on without depending on who the visitor is (web's cookieNames). */
const keyCookies = ['locale', 'viewport', 'city'];

/**
 * The cache key of a request, or undefined when its answer may be personal: any cookie outside
 * `keyCookies` (a session, a login in progress, something unknown) rules the cache out.
 */
export function pageCacheKey(
  url: string,
  cookies: Record<string, string | undefined>,
  wholeDocument: boolean,
  /** Client hints or the user agent say a phone: without a viewport cookie it renders as one. */
  phone = false,
): string | undefined {
  const names = Object.keys(cookies);
  if (names.some((name) => !keyCookies.includes(name))) return undefined;
  const cookiePart = keyCookies.map((name) => `${name}=${cookies[name] ?? ''}`).join(';');
  return `${wholeDocument ? 'whole' : 'stream'} ${url} ${cookiePart}${phone ? ' phone' : ''}`;
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources of a document's inline scripts (those without src, JSON data aside). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/.test(attributes))
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, status: number, html: Buffer): void;
  /** The page's body in `encoding`, compressed once and kept with it. */
  body(page: CachedPage, encoding: 'br' | 'gzip' | undefined): Buffer;
}

export function createPageCache({ ttlMs }: { ttlMs: number }): PageCache | undefined {
  if (ttlMs <= 0) return undefined;
  const lru = new LRUCache<string, CachedPage>({
    max: 2000,
    // Documents and their compressed copies: about 100 MB at most.
    maxSize: 100_000_000,
    sizeCalculation: (page) => page.html.length * 2,
    ttl: ttlMs,
  });
  return {
    get: (key) => lru.get(key),
    set(key, status, html) {
      lru.set(key, {
        status,
        html,
        scriptHashes: inlineScriptHashes(html.toString('utf8')),
        compressed: {},
      });
    },
    body(page, encoding) {
      if (!encoding) return page.html;
      let body = page.compressed[encoding];
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(page.html, { level: 9 });
        page.compressed[encoding] = body;
      }
      return body;
    },
  };
}
