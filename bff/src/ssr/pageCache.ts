import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * A public page as it is sent to anyone (ssr/publicPages.ts has the rule and its headers): the
 * whole document, its validator and the hashes of its inline scripts.
 *
 * A rendered page carries the nonce of the response it was rendered for, and a shared cache
 * sends one response's headers to everyone. So a public page's Content-Security-Policy allows its
 * inline scripts by their hashes and names no nonce: the nonce in its HTML is never valid, and
 * nothing but those exact scripts may run, whichever cache the page came from.
 */
export interface CachedPage {
  status: number;
  html: Buffer;
  /** A weak validator of the document (its encodings share it). */
  etag: string;
  /** CSP sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[];
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Cookies a page may depend on without depending on who the visitor is (web's cookieNames). */
export const keyCookies = ['locale', 'viewport', 'city'];

/**
 * The cache key of a request, or undefined when its answer may be personal: any cookie outside
 * `keyCookies` (a session, a login in progress, something unknown) rules every cache out. A page
 * that may be kept is rendered whole for every visitor (web's entry.server), so crawlers and
 * browsers share it.
 */
export function pageCacheKey(
  url: string,
  cookies: Record<string, string | undefined>,
  /** Client hints or the user agent say a phone: without a viewport cookie it renders as one. */
  phone = false,
): string | undefined {
  const names = Object.keys(cookies);
  if (names.some((name) => !keyCookies.includes(name))) return undefined;
  const cookiePart = keyCookies.map((name) => `${name}=${cookies[name] ?? ''}`).join(';');
  return `${url} ${cookiePart}${phone ? ' phone' : ''}`;
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

/** A whole rendered document as a page that may be sent to anyone. */
export function wholePage(status: number, html: Buffer): CachedPage {
  const digest = createHash('sha256').update(html).digest('base64url');
  return {
    status,
    html,
    // Weak: the br, gzip and plain bodies are the same page, byte for byte different.
    etag: `W/"${digest.slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
    compressed: {},
  };
}

/**
 * The page's body in `encoding`, compressed once and kept with it: off the event loop (zlib's
 * threads), at the streamed pages' brotli quality, since a page the edge keeps is compressed
 * again on every one of its misses (quality 9 costs ten times as much for a few per cent).
 */
export function pageBody(page: CachedPage, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  if (!encoding) return Promise.resolve(page.html);
  let body = page.compressed[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipped(page.html);
    page.compressed[encoding] = body;
  }
  return body;
}

/**
 * A microcache of public pages inside this process: the same page asked for again within a few
 * seconds by a visitor without a session is sent as it was rendered instead of rendered again.
 * Only pages the web app marks cacheable (public, without live availability: web's entry.server)
 * are kept; the edge in front (deploy/nginx.conf) keeps the same pages for all replicas.
 */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
}

export function createPageCache({
  ttlMs,
  clock,
}: {
  ttlMs: number;
  /** What the time to live is counted on (performance by default; a test's own clock). */
  clock?: { now(): number };
}): PageCache | undefined {
  if (ttlMs <= 0) return undefined;
  const lru = new LRUCache<string, CachedPage>({
    ...(clock ? { perf: clock } : {}),
    max: 2000,
    // Documents and their compressed copies: about 100 MB at most.
    maxSize: 100_000_000,
    sizeCalculation: (page) => page.html.length * 2,
    ttl: ttlMs,
  });
  return {
    get: (key) => lru.get(key),
    set: (key, page) => void lru.set(key, page),
  };
}
