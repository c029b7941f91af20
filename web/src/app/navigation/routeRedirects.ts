import { graphql } from '../../__generated__';
import type { RouteRule } from '../../server/contract';
import type { PageClientSource } from '../data/pageClient';
import { isRoutePrefix, languageOf, localizedPath } from '../locale';
import type { CheckRedirect } from './pipeline';

export const RouteRedirectQuery = graphql(`
  query RouteRedirect($path: String!) {
    routeRedirect(path: $path) {
      target
      external
      status
    }
  }
`);

/**
 * The redirect check over the site's route rules, found by `find` (on the server, bff's lookup
 * itself: RenderRequest.findRouteRule). Rules name paths without the locale prefix, so the prefix
 * is taken off for the lookup and put back on an internal target.
 */
export function routeRuleRedirects(
  find: (path: string, prefix: string | undefined) => Promise<RouteRule | null>,
): CheckRedirect {
  return async (pathname) => {
    const [, first, ...rest] = pathname.split('/');
    const prefix = isRoutePrefix(first) ? first : undefined;
    const rule = await find(prefix ? `/${rest.join('/')}` : pathname, prefix);
    if (!rule) return null;
    const target = rule.external || !prefix ? rule.target : localizedPath(prefix, rule.target);
    return { target, external: rule.external, status: rule.status };
  };
}

/** The rules through GraphQL's routeRedirect (the browser's navigations). */
export function graphQLRouteRules(pages: PageClientSource): CheckRedirect {
  return routeRuleRedirects(async (path, prefix) => {
    const client = await pages.load(languageOf(prefix ?? 'en'));
    const { data } = await client.query({ query: RouteRedirectQuery, variables: { path } });
    return data?.routeRedirect ?? null;
  });
}
