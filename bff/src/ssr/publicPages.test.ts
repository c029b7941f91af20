import { describe, expect, it } from 'vitest';
import { etagMatches, publicPageCacheControl } from './publicPages.js';

describe('publicPageCacheControl', () => {
  it('lets shared caches keep a page and serve it stale while they refresh, browsers not', () => {
    expect(publicPageCacheControl({ sharedSeconds: 60, staleSeconds: 300 })).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it('compares weakly, in a list, or any with *', () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });

  it('does not match another page, or no header', () => {
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
