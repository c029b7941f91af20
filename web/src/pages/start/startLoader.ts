import type { ResultOf } from '@graphql-typed-document-node/core';
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

/** How much of each list the page shows. */
export const shown = {
  /** Treatments under each of the city's groups. */
  treatmentsPerGroup: 4,
  /** The country's cities, each with links to its first groups. */
  cities: 8,
  groupsPerCity: 3,
};

export type StartContent = ResultOf<typeof StartPageQuery>;

/**
 * The content as the page shows it: every group of the city's treatments with its first few, the
 * country's first cities and groups. The page's data travels in its HTML, so what it does not
 * show is left out here (about a third of the start page's state).
 */
export function shownContent(content: StartContent): StartContent {
  const { here, country } = content;
  const groups = here.treatments.filter((treatment) => treatment.parentSlug === null);
  return {
    ...content,
    here: {
      ...here,
      treatments: groups.flatMap((group) => [
        group,
        ...here.treatments
          .filter((treatment) => treatment.parentSlug === group.slug)
          .slice(0, shown.treatmentsPerGroup),
      ]),
    },
    country: {
      ...country,
      cities: country.cities.slice(0, shown.cities),
      treatments: country.treatments
        .filter((treatment) => treatment.parentSlug === null)
        .slice(0, shown.groupsPerCity),
    },
  };
}

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
  return { city, content: shownContent(content) };
}
