import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/**
 * matchRoutes over a route tree that never changes, remembered for the last `size` pathnames:
 * React Router flattens and ranks the whole tree on every call, which on the server cost more
 * than half a millisecond per navigation.
 */
export function routeMatcher(
  routes: () => RouteObject[],
  size = 500,
): (pathname: string) => RouteMatch[] | null {
  const known = new Map<string, RouteMatch[] | null>();
  return (pathname) => {
    if (known.has(pathname)) {
      const found = known.get(pathname)!;
      // Most recently used last: the oldest is the first to go.
      known.delete(pathname);
      known.set(pathname, found);
      return found;
    }
    const found = matchRoutes(routes(), pathname);
    known.set(pathname, found);
    if (known.size > size) known.delete(known.keys().next().value!);
    return found;
  };
}
