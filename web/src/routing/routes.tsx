import { createContext, data, matchRoutes, type RouteObject } from 'react-router';
import { CitiesQuery } from '../app/city/queries';
import type { PublicConfig } from '../server/contract';
import { pageClientContext, type PageClientSource } from '../app/data/pageClient';
import { AppShell, RootErrorBoundary, type RootData } from '../app/AppShell';
import { cookieNames } from '../app/cookies';
import { prefixesFor } from '../app/locale';
import { loadPageMessages, type LoadMessages } from '../app/messages';
import {
  matchedRoute,
  navigationContext,
  runNavigation,
  type CheckRedirect,
  type MatchedRoute,
  type NavigationDeps,
} from '../app/navigation/pipeline';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { pageRoutes } from './pageRoutes';
import { validatedFirst } from './validatedFirst';
import type { LoadCurrentUser, SessionInfo } from '../app/session';
import { requestBreakpoint } from '../app/viewport/requestBreakpoint';

/**
 * What a navigation needs from the request it serves. The server render sets them per request in
 * the router context (requestDepsContext), so one route tree serves every request; the browser
 * has one set for the app's life (RouteDeps.request).
 */
export interface RequestDeps {
  /** The clients loaders and actions send their operations through. */
  pages: PageClientSource;
  session: SessionInfo;
  loadCurrentUser: LoadCurrentUser;
  checkRedirect: CheckRedirect;
}

export const requestDepsContext = createContext<RequestDeps | null>(null);

/** What the route tree needs from where it runs (the server render or the browser). */
export interface RouteDeps {
  publicConfig: PublicConfig;
  loadMessages: LoadMessages;
  readCookie: NavigationDeps['readCookie'];
  /** The browser's request deps; on the server they come with each request. */
  request?: RequestDeps;
  updateAvailable?: () => boolean;
  /** The browser's current URL (absent on the server): see NavigationDeps.shownUrl. */
  shownUrl?: () => string;
}

/**
 * The route tree of spec §2, shared by the server render and the browser. The server makes it
 * once (matching and lazy route modules are then prepared once, not per request).
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const offeredPrefixes = prefixesFor(deps.publicConfig.region);
  // The pipeline takes the route React Router matched by its pattern (a middleware argument), so
  // a navigation is matched once; each pattern's page is looked up once, with matchRoutes.
  const pages = new Map<string, MatchedRoute['page']>();
  const pageOf = (pattern: string, pathname: string) => {
    if (!pages.has(pattern)) pages.set(pattern, matchedRoute(matchRoutes(routes, pathname)).page);
    return pages.get(pattern);
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RootErrorBoundary,
      middleware: [
        // The navigation pipeline, then the page client of the navigation's language for the
        // loaders and actions.
        async ({ request, context, pattern, params }, next) => {
          const scope = deps.request ?? context.get(requestDepsContext);
          if (!scope) throw new Error('No request deps in the router context');
          const pathname = new URL(request.url).pathname;
          const matched = { page: pageOf(pattern, pathname), params };
          const navigation = await runNavigation(
            request,
            {
              offeredPrefixes,
              session: scope.session,
              loadCurrentUser: scope.loadCurrentUser,
              checkRedirect: scope.checkRedirect,
              readCookie: deps.readCookie,
              updateAvailable: deps.updateAvailable,
              shownUrl: deps.shownUrl,
              match: (path) => matchRoutes(routes, path),
            },
            matched,
          );
          context.set(navigationContext, navigation);
          context.set(pageClientContext, await scope.pages.load(navigation.language));
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
          .get(pageClientContext)!
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
        { id: 'root-index', index: true, Component: () => null },
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
