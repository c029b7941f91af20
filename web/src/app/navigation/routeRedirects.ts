import { graphql } from '../../__generated__';
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
 * The redirect check over bff's route rules. Rules name paths without the locale prefix, so the
 * prefix is taken off for the lookup and put back on an internal target.
 */
export function routeRuleRedirects(pages: PageClientSource): CheckRedirect {
  return async (pathname) => {
    const [, first, ...rest] = pathname.split('/');
    const prefix = isRoutePrefix(first) ? first : undefined;
    const path = prefix ? `/${rest.join('/')}` : pathname;
    const client = await pages.load(languageOf(prefix ?? 'en'));
    const { data } = await client.query({
      query: RouteRedirectQuery,
      variables: { path },
    });
    const rule = data?.routeRedirect;
    if (!rule) return null;
    const target = rule.external || !prefix ? rule.target : localizedPath(prefix, rule.target);
    return { target, external: rule.external, status: rule.status };
  };
}
