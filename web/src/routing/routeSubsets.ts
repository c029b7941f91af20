import type { RouteObject } from 'react-router';

/**
 * The parts of a route tree that can match a pathname, chosen by its first segment after the
 * locale.
 *
 * React Router matches a URL by trying the tree's branches one by one in rank order (some sixty
 * here, each re-matching the root and locale levels): the start page, ranked near the end, cost
 * more than half a millisecond of matching per server render, and the server converts the whole
 * tree again for every render (createStaticRouter). A route whose path has a static segment right
 * after the locale ("company", "book-now") can only match a pathname with that segment there, so
 * each such segment gets its own tree: the routes starting with it plus those with no static
 * segment there (the start page, promo tokens, the 404). React Router ranks and tries the same
 * branches in the same order, minus ones that could not have matched, so it finds the same match.
 *
 * Every route of the tree must have an id: React Router numbers id-less routes by their place in
 * the tree, which a smaller tree would change (and the browser, with the whole tree, would not).
 */
export function routeSubsets(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const staticKeys = new Set<string>();
  collectKeys(routes, [], staticKeys);
  const subsets = new Map<string, RouteObject[]>();
  return (pathname) => {
    const found = segmentAfterLocale(pathname);
    // A segment no route names statically matches only the routes without one (key '').
    const key = staticKeys.has(found) ? found : '';
    let subset = subsets.get(key);
    if (!subset) {
      subset = prune(routes, [], key);
      subsets.set(key, subset);
    }
    return subset;
  };
}

/**
 * A pathname's second segment (the first after the locale) as React Router compares it: decoded
 * (decodePath) and, routes being case-insensitive, in lower case. '' when there is none.
 */
export function segmentAfterLocale(pathname: string): string {
  const raw = pathname.split('/')[2] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // React Router matches a malformed escape as it is written.
  }
  return decoded.toLowerCase();
}

/** A segment that matches more than one value: a parameter, optional segment or splat. */
const isDynamic = (segment: string) =>
  segment.startsWith(':') || segment === '*' || segment.endsWith('?');

/** The segments of a route's whole path (an absolute child path already holds its parents'). */
function segmentsOf(route: RouteObject, parent: string[]): string[] {
  if (!route.path) return parent;
  const own = route.path.split('/').filter(Boolean);
  return route.path.startsWith('/') ? own : [...parent, ...own];
}

/** The static segments after the locale that some route's path starts with, in lower case. */
function collectKeys(routes: RouteObject[], parent: string[], keys: Set<string>) {
  for (const route of routes) {
    if (!route.id)
      throw new Error(`Every route needs an id (one at "${route.path ?? ''}" has none)`);
    const segments = segmentsOf(route, parent);
    const key = segments[1];
    if (key !== undefined && !isDynamic(key)) keys.add(key.toLowerCase());
    if (route.children) collectKeys(route.children, segments, keys);
  }
}

/** The routes that could match a pathname whose segment after the locale is `key`. */
function prune(routes: RouteObject[], parent: string[], key: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const segments = segmentsOf(route, parent);
    const own = segments[1];
    if (own !== undefined && !isDynamic(own) && own.toLowerCase() !== key) continue;
    if (!route.children) {
      kept.push(route);
      continue;
    }
    const children = prune(route.children, segments, key);
    // A layout left without pages matches nothing.
    if (children.length > 0 || route.path !== undefined) kept.push({ ...route, children });
  }
  return kept;
}
