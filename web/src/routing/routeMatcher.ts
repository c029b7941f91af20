import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { routeSubsets } from './routeSubsets';

/**
 * matchRoutes over a route tree that never changes, remembered for the last `size` pathnames:
 * React Router flattens and ranks the tree it is given on every call. A pathname not remembered
 * (the long tail of company pages) is matched against only the routes that could match it
 * (routeSubsets), a tree of a few routes instead of some sixty.
 */
export function routeMatcher(
  routes: () => RouteObject[],
  size = 500,
): (pathname: string) => RouteMatch[] | null {
  const known = new Map<string, RouteMatch[] | null>();
  // The tree is read on first use: its routes refer to this matcher.
  let subsetOf: ((pathname: string) => RouteObject[]) | undefined;
  return (pathname) => {
    if (known.has(pathname)) {
      const found = known.get(pathname)!;
      // Most recently used last: the oldest is the first to go.
      known.delete(pathname);
      known.set(pathname, found);
      return found;
    }
    subsetOf ??= routeSubsets(routes());
    const found = matchRoutes(subsetOf(pathname), pathname);
    known.set(pathname, found);
    if (known.size > size) known.delete(known.keys().next().value!);
    return found;
  };
}
