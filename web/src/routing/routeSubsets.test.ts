import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../server/contract';
import { createRoutes } from './routes';
import { comparedSegments, routeSubsets } from './routeSubsets';

const routes = createRoutes({
  publicConfig: { region: 'eu', country: 'RS' } as PublicConfig,
  loadMessages: () => Promise.resolve({}),
  readCookie: () => undefined,
});

/** Every route's whole path in the tree (a page's pattern, e.g. :locale/company/:slug). */
function patterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [path, ...patterns(route.children ?? [], path)];
  });
}

/** Pathnames for a pattern: its parameters filled with plain, odd and hostile values. */
function pathnamesFor(pattern: string): string[] {
  const fills = ['en', 'sr-RS', 'salon-lotus-13', 'x', '%D0%B1', '%E0%A4%A', 'a%2Fb'];
  return fills.map((fill) => `/${pattern.replace(/:[^/]+|\*/g, fill)}`);
}

const odd = [
  '/',
  '',
  '/en',
  '/en/',
  '/en//company/x',
  '/en/COMPANY/Salon-13',
  '/en/Company/salon-13/Reviews',
  '/en/%63ompany/salon-13',
  '/en/company%2Fx',
  '/en/\u212Aompany/x',
  '/en/book-now/_pages/GiftPage',
  '/en/book-now/_PAGES/giftpage',
  '/en/%E0%A4%A/x',
  '/company/salon-13',
  '/sr-RS/bt/hair/haircut/beograd/vracar/extra',
  '/en/prvi-termin',
  '/en/prvi-termin/more',
  '/ru-RU/sitemap/rs/2',
  '/ru-RU/sitemap/me/2',
];

/** What a match says: route ids, params and matched pathnames, level by level. */
const described = (pathname: string, tree: RouteObject[]) =>
  matchRoutes(tree, pathname)?.map(({ route, params, pathname: matched, pathnameBase }) => ({
    id: route.id,
    params,
    matched,
    pathnameBase,
  })) ?? null;

describe('routeSubsets', () => {
  const subsetOf = routeSubsets(routes);
  const pathnames = [...new Set([...patterns(routes).flatMap(pathnamesFor), ...odd])];

  it('finds for every pathname the match the whole tree finds', () => {
    // React Router warns of each malformed escape it matches as written.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pathnames.length).toBeGreaterThan(300);
    for (const pathname of pathnames) {
      expect(described(pathname, subsetOf(pathname)), pathname).toEqual(
        described(pathname, routes),
      );
    }
  });

  it('gives a path a few routes, the same tree to paths that differ only in parameters', () => {
    const count = (tree: RouteObject[]): number =>
      tree.reduce((sum, route) => sum + 1 + count(route.children ?? []), 0);
    const company = subsetOf('/en/company/salon-lotus-13');
    expect(subsetOf('/sr-RS/Company/salon-vracar-1')).toBe(company);
    expect(count(company)).toBeLessThan(count(routes) / 6);
    const services = subsetOf('/en/book-now/salon-lotus-13/services');
    expect(subsetOf('/ru-RU/book-now/barbershop-dorcol-2/SERVICES')).toBe(services);
    expect(count(services)).toBeLessThan(count(routes) / 6);
    expect(subsetOf('/en')).toBe(subsetOf('/en/prvi-termin'));
  });

  it('makes one set of subsets per tree, shared by whoever asks for that tree', () => {
    expect(routeSubsets(routes)).toBe(subsetOf);
    expect(routeSubsets([...routes])).not.toBe(subsetOf);
  });

  it('asks every route for an id, which a smaller tree would otherwise renumber', () => {
    expect(() => routeSubsets([{ id: 'root', children: [{ path: 'x' }] }])).toThrow(/id/);
  });

  it('reads the segments as React Router compares them', () => {
    expect(comparedSegments('/en/%63ompany/X')).toEqual(['', 'en', 'company', 'x']);
    expect(comparedSegments('/en/BOOK-NOW/')).toEqual(['', 'en', 'book-now', '']);
    expect(comparedSegments('/en/%E0%A4%A')).toEqual(['', 'en', '%e0%a4%a']);
  });
});
