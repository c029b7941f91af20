import { defaultPrefix, isRoutePrefix, type RoutePrefix } from '../locale';

/**
 * spec §2 "Navigation order", locale redirect: where a URL belongs given the locale cookie.
 * An unprefixed URL gets the cookie's prefix (or the default); a prefixed one is rewritten to the
 * cookie's prefix when that differs. Null when the URL stays.
 */
export function localeRedirectTarget(
  url: URL,
  cookiePrefix: string | undefined,
  offered: readonly RoutePrefix[],
): string | null {
  const wanted = isRoutePrefix(cookiePrefix, offered) ? cookiePrefix : undefined;
  const [, first = '', ...rest] = url.pathname.split('/');
  if (!isRoutePrefix(first, offered)) {
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/+$/, '');
    return `/${wanted ?? defaultPrefix}${path}${url.search}`;
  }
  if (!wanted || wanted === first) return null;
  const path = rest.length ? `/${rest.join('/')}` : '';
  return `/${wanted}${path}${url.search}`;
}

/** The prefix of a URL's path, or undefined when it has none. */
export function prefixOf(
  pathname: string,
  offered?: readonly RoutePrefix[],
): RoutePrefix | undefined {
  const first = pathname.split('/')[1];
  return isRoutePrefix(first, offered) ? first : undefined;
}
