import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createServerApollo } from './app/apollo';
import type { Language } from './app/locale';
import { createRoutes } from './app/routes';
import { serializeForScript, ShellContext, type PageState, type Shell } from './app/shell';
import type { Render, RenderResult } from './ssr/contract';
import { serializeRouterState } from './ssr/serializeRouterState';

export const render: Render = async (request) => {
  const clients = new Map<Language, ReturnType<typeof createServerApollo>>();
  const apolloFor = (language: Language) => {
    let client = clients.get(language);
    if (!client) {
      client = createServerApollo(language, request.executeGraphQL);
      clients.set(language, client);
    }
    return client;
  };

  const handler = createStaticHandler(createRoutes({ apolloFor }));
  const fetchRequest = new Request(new URL(request.url, request.origin), {
    headers: Object.entries(request.headers).filter(
      (entry): entry is [string, string] => !!entry[1],
    ),
  });
  const context = await handler.query(fetchRequest);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`Unexpected ${context.status} response from a route`);
  }

  const shell: Shell = { assets: request.assets, publicConfig: request.publicConfig };
  const [language, client] = [...clients.entries()][0] ?? ['en', undefined];
  const state: PageState = {
    shell,
    apollo: { language, cache: client?.extract() ?? null },
    router: serializeRouterState(context),
  };
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise<RenderResult>((resolve, reject) => {
    let status = context.statusCode;
    const stream = renderToPipeableStream(
      <ShellContext.Provider value={{ ...shell, nonce: request.nonce }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ShellContext.Provider>,
      {
        nonce: request.nonce,
        bootstrapScriptContent: `window.__TERMIN__=${serializeForScript(state)};window.__staticRouterHydrationData=window.__TERMIN__.router;`,
        bootstrapModules: request.assets.scripts,
        onShellReady() {
          if (!request.waitForAll)
            resolve({ kind: 'html', status, pipe: stream.pipe, abort: stream.abort });
        },
        onAllReady() {
          if (request.waitForAll)
            resolve({ kind: 'html', status, pipe: stream.pipe, abort: stream.abort });
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error('server render failed', error);
        },
      },
    );
  });
};
