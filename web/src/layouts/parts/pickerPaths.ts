// Where the locale and city pickers lead: kept apart from their components so that those modules
// export components only (Fast Refresh).
import type { RoutePrefix } from '../../app/locale';

/** The same page in another locale: /en/blog?x → /sr-RS/blog?x. */
export function withPrefix(pathname: string, search: string, prefix: RoutePrefix): string {
  const rest = pathname.split('/').slice(2).join('/');
  return `/${prefix}${rest ? `/${rest}` : ''}${search}`;
}

/**
 * Where a picker's link leads without JavaScript: bff's /choose remembers the choice in its
 * cookie (spec §4) and sends the visitor on to `to`.
 */
export function choicePath(kind: 'locale' | 'city', value: string, to: string): string {
  return `/choose/${kind}/${encodeURIComponent(value)}?to=${encodeURIComponent(to)}`;
}

/** A page with the city query set: where the cities page's links lead. */
export function withCity(pathname: string, params: URLSearchParams, city: string): string {
  const next = new URLSearchParams(params);
  next.set('c', city);
  // A city's results start on their first page.
  next.delete('page');
  return `${pathname}?${next.toString()}`;
}
