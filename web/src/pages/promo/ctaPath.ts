import { localizedPath, routePrefixes, type RoutePrefix } from '../../app/locale';

/**
 * Where a promo page's call to action leads: an absolute URL as written, a site path with its
 * locale prefix as written, and a path without one (`/search`) in the page's own language, since
 * an unprefixed path would redirect to the default language, not the visitor's.
 */
export function ctaPath(url: string, prefix: RoutePrefix): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const first = url.slice(1).split(/[/?#]/)[0] ?? '';
  return (routePrefixes as readonly string[]).includes(first) ? url : localizedPath(prefix, url);
}
