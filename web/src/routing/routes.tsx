import { data, matchRoutes, type RouteObject } from 'react-router';
import { CitiesQuery } from '../app/city/queries';
import type { PublicConfig } from '../server/contract';
import { apolloContext, type ApolloSource } from '../app/data/apolloSource';
import { AppShell, RootErrorBoundary, type RootData } from '../app/AppShell';
import { cookieNames } from '../app/cookies';
import { prefixesFor } from '../app/locale';
import { loadPageMessages, type LoadMessages } from '../app/messages';
import {
  navigationContext,
  navigationMiddleware,
  type CheckRedirect,
  type NavigationDeps,
} from '../app/navigation/pipeline';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { pageRoutes } from './pageRoutes';
import { validatedFirst } from './validatedFirst';
import type { LoadCurrentUser, SessionInfo } from '../app/session';
import { requestBreakpoint } from '../app/viewport/requestBreakpoint';

/** What the route tree needs from where it runs (the server render or the browser). */
export interface RouteDeps {
  apollo: ApolloSource;
  publicConfig: PublicConfig;
  session: SessionInfo;
  loadMessages: LoadMessages;
  loadCurrentUser: LoadCurrentUser;
  checkRedirect: CheckRedirect;
  readCookie: NavigationDeps['readCookie'];
  updateAvailable?: () => boolean;
  /** The browser's current URL (absent on the server): see NavigationDeps.shownUrl. */
  shownUrl?: () => string;
}

/** The route tree of spec §2, shared by the server render and the browser. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const offeredPrefixes = prefixesFor(deps.publicConfig.region);
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: () => <AppShell apollo={deps.apollo} />,
      ErrorBoundary: () => <RootErrorBoundary apollo={deps.apollo} />,
      middleware: [
        navigationMiddleware({
          offeredPrefixes,
          session: deps.session,
          loadCurrentUser: deps.loadCurrentUser,
          checkRedirect: deps.checkRedirect,
          readCookie: deps.readCookie,
          updateAvailable: deps.updateAvailable,
          shownUrl: deps.shownUrl,
          match: (pathname) => matchRoutes(routes, pathname),
        }),
        // Loaders and actions query through the client of the navigation's language.
        async ({ context }, next) => {
          const language = context.get(navigationContext)?.language ?? 'en';
          context.set(apolloContext, await deps.apollo.load(language));
          return next();
        },
      ],
      loader: async ({ request, context }): Promise<RootData> => {
        const navigation = context.get(navigationContext);
        if (!navigation) throw new Error('The navigation pipeline did not run');
        const { prefix, language, dateLocale, loggedIn, user, page } = navigation;
        const viewport = deps.readCookie(request, cookieNames.viewport);
        // The pickers' and search bar's cities: useful but not critical, so a failure only logs.
        const cities = await context
          .get(apolloContext)!
          .query({ query: CitiesQuery })
          .then(({ data }) => data?.cities ?? [])
          .catch((error: unknown) => {
            console.warn('cities query failed:', error instanceof Error ? error.message : error);
            return [];
          });
        return {
          locale: { prefix, language },
          messages: await loadPageMessages(
            deps.loadMessages,
            language,
            page?.page,
            new URL(request.url).pathname,
          ),
          dateLocale,
          viewport: requestBreakpoint(viewport, request.headers),
          city: deps.readCookie(request, cookieNames.city),
          cities,
          viewer: { loggedIn, user },
          publicPage: !!page && !page.private && !navigation.notFound,
        };
      },
      // The user and the page's translations can change on any navigation.
      shouldRevalidate: () => true,
      children: [
        // The pipeline sends / to the localized start page.
        { index: true, Component: () => null },
        {
          id: 'locale',
          path: ':locale',
          ErrorBoundary: RouteErrorBoundary,
          loader: ({ request, context }) => {
            const navigation = context.get(navigationContext);
            const path = new URL(request.url).pathname;
            // spec §8: a failed validation is a 404 "Page Not Found: {path}".
            if (navigation?.notFound)
              throw data({ message: navigation.notFound, path }, { status: 404 });
            return null;
          },
          shouldRevalidate: () => true,
          children: validatedFirst(pageRoutes(deps.publicConfig.country)),
        },
      ],
    },
  ];
  return routes;
}
