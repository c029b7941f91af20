// What a shared cache (the edge's nginx, a CDN) and a browser may do with a page: the one rule.
// A page is public when the request could not be about anyone (pageCacheKey: no cookie but the
// layout, city and locale ones), the web app rendered it for no one (RenderResult.cacheable: a
// public page without live availability, status 200), it rendered completely and it set no
// cookie. Everything else, a session's pages, booking steps, forms and their answers, is private.

/** Any page not public: never stored, by the browser or by anything between. */
export const privatePage = 'private, no-store';

/**
 * Every request header a public page's HTML depends on (its language is in its path): the
 * encoding; the layout, city and locale cookies (any other cookie makes the page private); and
 * without a viewport cookie, the phone's first layout guessed from its client hints or else its
 * user agent (viewportHints.ts).
 */
export const publicPageVary =
  'Accept-Encoding, Cookie, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent';

/**
 * Shared caches keep a public page for `sharedSeconds` and may send it for `staleSeconds` more
 * while they fetch it again; browsers ask again every time (max-age=0), cheaply with the ETag.
 */
export function publicPageCacheControl(edge: { sharedSeconds: number; staleSeconds: number }) {
  return `public, max-age=0, s-maxage=${edge.sharedSeconds}, stale-while-revalidate=${edge.staleSeconds}`;
}

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
