import { jsx } from 'react/jsx-runtime';
import { useLocation } from 'react-router';
import { Link, propsWithout, type LinkProps } from './Link';

const navLinkOnly: ReadonlySet<string> = new Set(['end']);

/**
 * A header or section link marked `aria-current="page"` while the visitor is on its page or below
 * it (`end`: on the page itself only). react-router's NavLink resolves its path against the
 * matched routes and reads the navigation and view-transition state on every render, some 50 µs
 * a link and a dozen links on every page; this app's links are absolute paths already (Link), so
 * comparing pathnames is all it takes. Like react-router's, the comparison ignores case and a
 * trailing slash; the query and hash of `to` are not part of it.
 */
export function NavLink(props: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const link = propsWithout(props, navLinkOnly);
  link['aria-current'] = isCurrent(pathname, props.to, props.end ?? false) ? 'page' : undefined;
  // The copy is Link's props as they are (as in Link itself).
  return jsx(Link, link as unknown as LinkProps);
}

/** Whether `location` is `to`'s page or (unless `end`) a page below it. */
export function isCurrent(location: string, to: string, end: boolean): boolean {
  const target = trimSlash(to.split(/[?#]/, 1)[0]!.toLowerCase());
  const here = trimSlash(location.toLowerCase());
  return here === target || (!end && here.startsWith(`${target}/`));
}

const trimSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
