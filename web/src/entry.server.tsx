import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createServerApollo } from './app/apollo';
import { ApolloSourceContext, createApolloSource } from './app/data/apolloSource';
import type { PageClient, PageClientSource } from './app/data/pageClient';
import { parseCookies } from './app/cookies';
import { languageOf, type Language } from './app/locale';
import { createServerPageClient } from './server/serverPageClient';
import { routeRuleRedirects } from './app/navigation/routeRedirects';
import { createRoutes, requestDepsContext } from './routing/routes';
import { loadServerMessages } from './server/serverMessages';
import { loadViewer } from './app/viewer/currentUser';
import { ShellContext, type PageState, type Shell } from './app/shell';
import { serializePageState } from './server/pageState';
import type { RootData } from './app/AppShell';
import { leafHandle, routeModulesOf } from './routing/handle';
import { pageAssets } from './server/pageAssets';
import type { PublicConfig, Render, RenderResult } from './server/contract';
import { serializeRouterState } from './server/serializeRouterState';
import { lateValuesOf, settleInPlace, waitForLate, withLateScripts } from './server/lateData';
import { asksForWholePage } from './app/data/lateData';
import { contextWithRenderError, serverErrorOf, withServerErrors } from './routing/serverError';

/**
 * One route tree and static handler per configuration (bff's is fixed for its life): React Router
 * ranks the tree and resolves lazy route modules once, not on every request.
 */
const handlers = new WeakMap<PublicConfig, ReturnType<typeof createStaticHandler>>();

function handlerFor(publicConfig: PublicConfig) {
  let handler = handlers.get(publicConfig);
  if (!handler) {
    const routes = createRoutes({
      publicConfig,
      loadMessages: loadServerMessages,
      readCookie: (fetchRequest, name) => parseCookies(fetchRequest.headers.get('cookie'))[name],
    });
    handler = createStaticHandler(routes);
    handlers.set(publicConfig, handler);
  }
  return handler;
}

export const render: Render = async (request) => {
  // Loaders' operations run in-process, their answers kept only as the loaders' data.
  const pageClients = new Map<Language, PageClient>();
  const pages: PageClientSource = {
    load: async (language) => {
      let client = pageClients.get(language);
      if (!client) {
        client = createServerPageClient(language, request.executeGraphQL);
        pageClients.set(language, client);
      }
      return client;
    },
  };
  // Only pages whose components take Apollo's hooks make one (a provider that sends nothing).
  const apollo = createApolloSource(() => createServerApollo());
  // No session information means a visitor without a session.
  const session = { loggedIn: request.session?.loggedIn === true };
  const url = new URL(request.url, request.origin);
  // The page's language (from its prefix).
  const pageLanguage = languageOf(url.pathname.split('/')[1] ?? '');

  const handler = handlerFor(request.publicConfig);
  const requestContext = new RouterContextProvider();
  requestContext.set(requestDepsContext, {
    pages,
    session,
    loadCurrentUser: () => loadViewer(pages, pageLanguage),
    checkRedirect: routeRuleRedirects(request.findRouteRule),
  });
  const headers = new Headers(
    Object.entries(request.headers).filter((entry): entry is [string, string] => !!entry[1]),
  );
  if (request.form) headers.set('content-type', request.form.contentType);
  // A posted form reaches its route's action as the browser sent it; everything else is a GET.
  const fetchRequest = new Request(url, {
    headers,
    ...(request.form ? { method: 'POST', body: request.form.body } : {}),
  });

  // The navigation pipeline runs as route middleware; it answers a Response, so the rendered
  // context is kept aside and the Response only carries redirects.
  let context: StaticHandlerContext | undefined;
  const response = await handler.query(fetchRequest, {
    requestContext,
    generateMiddlewareResponse: async (query) => {
      const result = await query(fetchRequest);
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  const location = response instanceof Response ? response.headers.get('location') : null;
  if (response instanceof Response && location && response.status >= 300 && response.status < 400) {
    return { kind: 'redirect', status: response.status, location };
  }
  if (!context) throw new Error('The route tree answered neither a page nor a redirect');

  const root = context.loaderData.root as RootData | undefined;
  const cacheable =
    !session.loggedIn &&
    context.statusCode === 200 &&
    root?.publicPage === true &&
    !leafHandle(context.matches)?.live;
  // Slow data gets a moment: what arrives in time is rendered in place; the rest follows the
  // shell in the stream (crawlers wait for all of it). A page caches may keep is sent whole: one
  // document for crawlers and browsers alike, complete without a script (bff and the edge key
  // it by URL, not by who asks).
  const late = lateValuesOf(context.loaderData);
  const waitForAll = request.waitForAll || asksForWholePage(url) || cacheable;
  await waitForLate(late, waitForAll ? Infinity : (request.slowDataWaitMs ?? 0));
  const stillLate = late.filter((value) => !value.outcome);
  const loaderData = settleInPlace(context.loaderData, late);

  const shell: Shell = {
    assets: pageAssets(request.assets, routeModulesOf(context.matches)),
    publicConfig: request.publicConfig,
    session,
  };
  const production = request.publicConfig.production;
  // The exceptions the page shows, for the gateway's error log (a render's too, below).
  const errors: unknown[] = [];
  const shown = withServerErrors(context, production, (error) => errors.push(error));

  /**
   * Streams the document of `rendered`. A component that throws before the shell is complete
   * (React runs no error boundary on the server) gets its route's error boundary instead, as a
   * loader's error would, then the root's; only a failing root boundary fails the render.
   */
  const stream = (rendered: StaticHandlerContext, above?: number): Promise<RenderResult> =>
    new Promise<RenderResult>((resolve, reject) => {
      // The browser hydrates from the loaders' data alone.
      const state: PageState = {
        shell,
        router: { ...serializeRouterState(rendered), loaderData },
      };
      const router = createStaticRouter(handler.dataRoutes, rendered);
      let status = rendered.statusCode;
      let failed = false;
      let abandonLate: (() => void) | undefined;
      const html = (): RenderResult => ({
        kind: 'html',
        status,
        route: routePattern(rendered.matches),
        cacheable: cacheable && status === 200,
        failed: () => failed,
        errors,
        pipe: (destination) => {
          if (stillLate.length === 0) return void react.pipe(destination);
          const withScripts = withLateScripts(destination, stillLate, request.nonce);
          abandonLate = withScripts.abandon;
          // React types pipe() for a whole Node stream but uses only what ReactDestination has
          // (write, end, flush, on): a pass-through, not a Writable with a buffer of its own.
          react.pipe(withScripts as unknown as NodeJS.WritableStream);
        },
        abort: () => {
          react.abort();
          abandonLate?.();
        },
      });
      const react = renderToPipeableStream(
        <ShellContext value={{ ...shell, nonce: request.nonce }}>
          <ApolloSourceContext value={apollo}>
            <StaticRouterProvider router={router} context={rendered} hydrate={false} />
          </ApolloSourceContext>
        </ShellContext>,
        {
          nonce: request.nonce,
          // A finished boundary is written in place, never as a hidden chunk that only a script
          // reveals: pages must read complete with JavaScript off (search engines, issue 6).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          bootstrapScriptContent: `window.__TERMIN__=${serializePageState(state)};window.__staticRouterHydrationData=window.__TERMIN__.router;`,
          bootstrapModules: request.assets.scripts,
          onShellReady() {
            if (!waitForAll) resolve(html());
          },
          onAllReady() {
            if (waitForAll) resolve(html());
          },
          onShellError(error) {
            if (above === 0) return reject(error);
            const fallback = contextWithRenderError(
              rendered,
              serverErrorOf(error, production),
              above,
            );
            stream(fallback.context, fallback.boundary).then(resolve, reject);
          },
          onError(error) {
            status = 500;
            failed = true;
            // Also called for an error onShellError then answers.
            errors.push(error);
          },
        },
      );
    });
  return stream(shown);
};

/** The pattern of the deepest matched route, e.g. `:locale/company/:slug` (a bounded set of names). */
function routePattern(matches: StaticHandlerContext['matches']): string {
  return (
    matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join('/') || '/'
  );
}
