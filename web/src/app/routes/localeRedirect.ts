import { defaultPrefix, isRoutePrefix, type RoutePrefix } from '../locale';

/**
 * spec §2: every route lives under a locale prefix. Returns where an unprefixed URL belongs
 * (`/search?s=x` → `/en/search?s=x`), or null when the URL already has a valid prefix.
 */
export function localizedRedirectTarget(
  url: URL,
  prefix: RoutePrefix = defaultPrefix,
): string | null {
  const first = url.pathname.split('/')[1];
  if (isRoutePrefix(first)) return null;
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
  return `/${prefix}${path}${url.search}`;
}

/** The prefix of a URL's path, or undefined when it has none. */
export function prefixOf(pathname: string): RoutePrefix | undefined {
  const first = pathname.split('/')[1];
  return isRoutePrefix(first) ? first : undefined;
}
