import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { RootData } from '../AppShell';
import { readBrowserCookie } from '../cookies';
import { ApolloSourceContext, createApolloSource } from '../data/apolloSource';
import { apolloPageClient, type PageClientSource } from '../data/pageClient';
import { languageOf, type Language } from '../locale';
import { buildDate, createFetchMessages, GENERAL_PAGE } from '../messages';
import { graphQLRouteRules } from '../navigation/routeRedirects';
import { createRoutes } from '../../routing/routes';
import { leafHandle } from '../../routing/handle';
import { lazyLoadsOf } from '../../routing/lazyRoute';
import { loadViewer } from '../viewer/currentUser';
import { ShellContext, type PageState } from '../shell';
import type { AppUpdateWatcher } from './appUpdate';
import { reviveLateData } from './lateData';

declare global {
  interface Window {
    __TERMIN__: PageState;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

/**
 * Loads the lazy modules of the server-rendered page before hydrating, so the first render in the
 * browser matches the server's HTML instead of showing a fallback.
 */
async function resolveLazyMatches(routes: RouteObject[], pathname: string) {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      const loaded = await Promise.all(
        lazyLoadsOf(route.lazy).map(async ([property, load]) => {
          const value = await load();
          // The function form answers the route's properties; the object form one property each.
          return property ? (value == null ? {} : { [property]: value }) : (value as object);
        }),
      );
      if (loaded.length) Object.assign(route, ...loaded, { lazy: undefined });
    }),
  );
}

export interface ClientDeps {
  hydrate?: typeof hydrateRoot;
}

/** Starts the app over the server-rendered page. spec §8: a failed mount is logged. */
export async function startClient(state: PageState, { hydrate = hydrateRoot }: ClientDeps = {}) {
  try {
    // Apollo's code loads on first need (data/apolloSource.ts), not with the page.
    const apollo = createApolloSource(async (language: Language) => {
      const { createBrowserApollo } = await import('../apollo');
      return createBrowserApollo(language);
    });
    // Loaders and actions send through the same clients (and their caches).
    const pages: PageClientSource = {
      load: async (language) => apolloPageClient(await apollo.load(language)),
    };

    const loadMessages = createFetchMessages(buildDate);
    // Started after hydration; until then there is no newer build to know of.
    const updates: { watcher?: AppUpdateWatcher } = {};
    const routes = createRoutes({
      publicConfig: state.shell.publicConfig,
      loadMessages,
      request: {
        pages,
        session: state.shell.session,
        loadCurrentUser: () =>
          loadViewer(pages, languageOf(window.location.pathname.split('/')[1] ?? '')),
        checkRedirect: graphQLRouteRules(pages),
      },
      readCookie: (_request, name) => readBrowserCookie(name),
      updateAvailable: () => updates.watcher?.available() ?? false,
      shownUrl: () => window.location.href,
    });

    // The server's translations are in the page: later navigations reuse them.
    const { pathname } = window.location;
    const root = window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined;
    const leaf = leafHandle(matchRoutes(routes, pathname) ?? []);
    if (root) {
      loadMessages.seed(GENERAL_PAGE, root.locale.language, root.messages.general);
      if (leaf?.page) loadMessages.seed(leaf.page, root.locale.language, root.messages.page);
    }

    await Promise.all([
      resolveLazyMatches(routes, pathname),
      // A page that sends mutations renders inside Apollo's provider: its client is made first.
      leaf?.apollo && root ? apollo.load(root.locale.language) : undefined,
    ]);
    // createBrowserRouter reads the server's loader data from window.__staticRouterHydrationData;
    // data the server streamed after the shell is a promise in it.
    reviveLateData(window.__staticRouterHydrationData?.loaderData);
    const router = createBrowserRouter(routes);

    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole document; input meanwhile is replayed once its part is live.
    // A transition reports what its callback throws instead of throwing it: caught here.
    let failed: { error: unknown } | undefined;
    startTransition(() => {
      try {
        hydrate(
          document,
          <StrictMode>
            <ShellContext value={state.shell}>
              {/* Navigation state outside transitions: the progress bar (and a chosen day or tab)
                  paints in the click's own frame, not after a deferred render of the whole page
                  (issue 16: a click on a slow network is answered within 100 ms). */}
              <ApolloSourceContext value={apollo}>
                <RouterProvider router={router} useTransitions={false} />
              </ApolloSourceContext>
            </ShellContext>
          </StrictMode>,
          {
            onUncaughtError: (error) => console.error('Termin failed to start', error),
            onRecoverableError: (error) => console.warn('Termin recovered from', error),
          },
        );
      } catch (error) {
        failed = { error };
      }
    });
    if (failed) throw failed.error;
    const { startBackgroundWork } = await import('./afterHydration');
    updates.watcher = startBackgroundWork({
      routes,
      apollo,
      buildId: state.shell.publicConfig.buildId,
      navigationTarget: () => {
        const location = router.state.navigation.location ?? window.location;
        return `${location.pathname}${location.search}${location.hash}`;
      },
    });
  } catch (error) {
    console.error('Termin failed to start', error);
  }
}
