import { describe, expect, it } from 'vitest';
import type { RouteRule } from './matchRouteRule.js';
import { matchRouteRule, normalizePath } from './matchRouteRule.js';

const rule = (source: string, target: string, statusCode = 301): RouteRule => ({
  source,
  target,
  statusCode,
  isExternal: /^https?:\/\//.test(target),
});

const rules = [
  rule('/salon/*', '/company/*'),
  rule('/salon/old/*', '/company/archive/*', 302),
  rule('/salon/vip', '/company/vip-1', 308),
  rule('/faq', '/help-center'),
  rule('/blog/tag/*', '/blog', 302),
  rule('/careers', 'https://jobs.termin.app', 302),
];

describe('matchRouteRule', () => {
  it('answers an exact rule', () => {
    expect(matchRouteRule(rules, '/faq')).toEqual({
      target: '/help-center',
      external: false,
      status: 301,
    });
  });

  it('carries the remainder of a prefix rule into a target ending in *', () => {
    expect(matchRouteRule(rules, '/salon/lotus-12')?.target).toBe('/company/lotus-12');
    expect(matchRouteRule(rules, '/salon/lotus-12/reviews')?.target).toBe(
      '/company/lotus-12/reviews',
    );
  });

  it('drops the remainder when the target has no *', () => {
    expect(matchRouteRule(rules, '/blog/tag/nails')).toEqual({
      target: '/blog',
      external: false,
      status: 302,
    });
  });

  it('prefers an exact rule, then the longest prefix', () => {
    expect(matchRouteRule(rules, '/salon/vip')?.status).toBe(308);
    expect(matchRouteRule(rules, '/salon/old/x')).toEqual({
      target: '/company/archive/x',
      external: false,
      status: 302,
    });
  });

  it('marks external targets', () => {
    expect(matchRouteRule(rules, '/careers')).toEqual({
      target: 'https://jobs.termin.app',
      external: true,
      status: 302,
    });
  });

  it('ignores the query, the fragment and a trailing slash', () => {
    expect(matchRouteRule(rules, '/faq/?x=1#top')?.target).toBe('/help-center');
  });

  it('matches nothing else: not the bare prefix, not a longer word', () => {
    expect(matchRouteRule(rules, '/salon')).toBeUndefined();
    expect(matchRouteRule(rules, '/salon/')).toBeUndefined();
    expect(matchRouteRule(rules, '/salons/x')).toBeUndefined();
    expect(matchRouteRule(rules, '/faqs')).toBeUndefined();
    expect(matchRouteRule(rules, '/')).toBeUndefined();
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['/a/', '/a'],
    ['/a//', '/a'],
    ['/a?b=1', '/a'],
    ['/a#b', '/a'],
  ])('%s is %s', (path, normal) => expect(normalizePath(path)).toBe(normal));
});
