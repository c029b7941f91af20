import type { NonIndexRouteObject, RouteObject } from 'react-router';

/**
 * The part of a route tree that can match a pathname: the routes whose static segments all agree
 * with the pathname's segments at the same places.
 *
 * React Router matches a URL by trying the tree's branches one by one in rank order (some sixty
 * here, each re-matching the root and locale levels with regular expressions): the start page,
 * ranked near the end, cost more than half a millisecond of matching per server render, and the
 * server converts the whole tree again for every render (createStaticRouter). A route whose path
 * has "company" as its second segment can only match a pathname with "company" there, so a
 * company page gets a tree of the routes that could match it (the company page, promo tokens, the
 * 404). React Router ranks and tries the same branches in the same order, minus ones that could not
 * have matched, so it finds the same match (routeSubsets.test.ts holds it to the whole tree's).
 *
 * Every route of the tree must have an id: React Router numbers id-less routes by their place in
 * the tree, which a smaller tree would change (and the browser, with the whole tree, would not).
 */
export function routeSubsets(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  // One set per tree: the server's render and the tree's own navigation matcher share it.
  let subsetOf = subsetsOfTree.get(routes);
  if (!subsetOf) subsetsOfTree.set(routes, (subsetOf = subsetsOf(routes)));
  return subsetOf;
}

const subsetsOfTree = new WeakMap<RouteObject[], (pathname: string) => RouteObject[]>();

function subsetsOf(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const nodes = checked(routes, []);
  // One tree per set of routes kept: bounded by the routes' static segments, not by pathnames.
  const subsets = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segments = comparedSegments(pathname);
    const kept: string[] = [];
    keptIds(nodes, segments, kept);
    const key = kept.join(' ');
    let subset = subsets.get(key);
    if (!subset) {
      subset = pruned(nodes, segments);
      subsets.set(key, subset);
    }
    return subset;
  };
}

/** A route and the static segments its path fixes: [place in the pathname, lower-case text]. */
interface Checked {
  route: RouteObject;
  fixed: Array<[number, string]>;
  children?: Checked[];
}

/**
 * A pathname's segments as React Router compares them with a route's: split at "/" (so segment i
 * of the pathname lines up with segment i of a route's whole path, after the leading ""), decoded
 * (decodePath) and, routes being case-insensitive, in lower case.
 */
export function comparedSegments(pathname: string): string[] {
  return pathname.split('/').map((segment) => {
    if (!segment.includes('%')) return segment.toLowerCase();
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      // React Router matches a malformed escape as it is written.
      return segment.toLowerCase();
    }
  });
}

/** A segment matching more than one text, or a varying number of segments. */
const varies = (segment: string) =>
  segment.startsWith(':') || segment.includes('*') || segment.endsWith('?');

/**
 * Each route with the static segments of its own part of the path and their places: only up to
 * the first segment that may span or skip segments (a splat, an optional one), after which places
 * no longer line up.
 */
function checked(routes: RouteObject[], parent: string[]): Checked[] {
  return routes.map((route) => {
    if (!route.id)
      throw new Error(`Every route needs an id (the one at "${route.path ?? ''}" has none)`);
    const own = route.path?.split('/').filter(Boolean) ?? [];
    const whole = route.path?.startsWith('/') ? own : [...parent, ...own];
    const fixed: Array<[number, string]> = [];
    const firstOwn = whole.length - own.length;
    for (let i = 0; i < whole.length; i += 1) {
      const segment = whole[i]!;
      if (segment.includes('*') || segment.endsWith('?')) break;
      // Place i + 1: the pathname's segment 0 is the empty text before its leading "/".
      if (i >= firstOwn && !varies(segment)) fixed.push([i + 1, segment.toLowerCase()]);
    }
    const node: Checked = { route, fixed };
    if (route.children) node.children = checked(route.children, whole);
    return node;
  });
}

const agrees = (node: Checked, segments: string[]) =>
  node.fixed.every(([place, text]) => segments[place] === text);

/** The ids of the routes that could match, depth first: the subset's key. */
function keptIds(nodes: Checked[], segments: string[], kept: string[]) {
  for (const node of nodes) {
    if (!agrees(node, segments)) continue;
    kept.push(node.route.id!);
    if (node.children) keptIds(node.children, segments, kept);
  }
}

/** The routes that could match, as a tree; a layout left without pages matches nothing. */
function pruned(nodes: Checked[], segments: string[]): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const node of nodes) {
    if (!agrees(node, segments)) continue;
    if (!node.children) {
      kept.push(node.route);
      continue;
    }
    const children = pruned(node.children, segments);
    // Only a route that is not an index has children.
    if (children.length > 0 || node.route.path !== undefined)
      kept.push({ ...(node.route as NonIndexRouteObject), children });
  }
  return kept;
}
