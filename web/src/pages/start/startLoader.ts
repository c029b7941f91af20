import type { LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../app/data/pageData';
import { selectCity } from '../../app/city/selectCity';
import { cookieNames, parseCookies, readBrowserCookie } from '../../app/cookies';
import { CitiesQuery } from '../../app/city/queries';
import { StartPageQuery } from './queries';

/** Featured venues: the best rated of the city. */
export const featuredCount = 4;

export const startPageVariables = (city: string | undefined) => ({
  city: city ?? null,
  featured: { city: city ?? null, sort: 'RATING' as const, page: 1, pageSize: featuredCount },
});

/** The query param the page asks its own loader with when the visitor picks another city. */
export const cityParam = 'city';

/**
 * The start page's content for the visitor's city (spec §4: the remembered one, else the first),
 * fetched before the page renders; the page fetches it again for another city the visitor picks
 * (`?city=`, which wins over the cookie).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const remembered =
    new URL(request.url).searchParams.get(cityParam) ??
    (typeof document === 'undefined'
      ? parseCookies(request.headers.get('cookie'))[cookieNames.city]
      : readBrowserCookie(cookieNames.city));
  // Through loadPageQuery: a spent rate limit or a down api is its error page, not a failure.
  const { cities } = await loadPageQuery(context, request, CitiesQuery, {});
  const city = selectCity(cities, { remembered });
  const content = await loadPageQuery(context, request, StartPageQuery, startPageVariables(city));
  return { city, content };
}
