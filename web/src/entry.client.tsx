import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserApollo } from './app/apollo';
import type { Language } from './app/locale';
import { createRoutes } from './app/routes';
import { ShellContext, type PageState } from './app/shell';

declare global {
  interface Window {
    __TERMIN__: PageState;
  }
}

const state = window.__TERMIN__;
const clients = new Map<Language, ReturnType<typeof createBrowserApollo>>();
function apolloFor(language: Language) {
  let client = clients.get(language);
  if (!client) {
    // Only the server-rendered language's cache is in the page.
    client = createBrowserApollo(
      language,
      state.apollo.language === language ? state.apollo.cache : undefined,
    );
    clients.set(language, client);
  }
  return client;
}

// createBrowserRouter reads the server's loader data from window.__staticRouterHydrationData.
const router = createBrowserRouter(createRoutes({ apolloFor }));

try {
  hydrateRoot(
    document,
    <StrictMode>
      <ShellContext.Provider value={state.shell}>
        <RouterProvider router={router} />
      </ShellContext.Provider>
    </StrictMode>,
  );
} catch (error) {
  // spec §8: a failed mount is logged.
  console.error('Termin failed to start', error);
}
