import { localizedPath, type RoutePrefix } from '../app/locale';

/** Builds `path?query`, leaving out params that are undefined or empty. */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export interface HubSearchParams {
  /** The search text. */
  s?: string;
  /** The selected city's value. */
  c?: string;
}

/** The marketplace search (spec §2 route hubSearch): /en/search?s=hair&c=beograd */
export function hubSearch(prefix: RoutePrefix, { s, c }: HubSearchParams = {}): string {
  return withQuery(localizedPath(prefix, '/search'), { s, c });
}

export interface BusinessPageParams {
  /** The venue (branch) id; spec §2 route businessPage takes it as the slug. */
  slug: string;
  /** The selected city's value. */
  c?: string;
}

/** A company page (spec §2 route businessPage): /en/company/1234?c=beograd */
export function businessPage(prefix: RoutePrefix, { slug, c }: BusinessPageParams): string {
  return withQuery(localizedPath(prefix, `/company/${encodeURIComponent(slug)}`), { c });
}

/** The start page: /en */
export function home(prefix: RoutePrefix): string {
  return localizedPath(prefix, '/');
}
