import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShellContext, type Shell } from '../../app/shell';
import { EnglishLocale } from './renderWithProviders';

/** The shell of the Serbian site for a signed-in customer, as a page reads it (useShell). */
export const testShell = {
  publicConfig: { siteUrl: 'https://termin.test', region: 'eu', country: 'RS', hreflangs: {} },
  session: { loggedIn: true },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

/**
 * A route module's page at `url` (matching `path`), rendered as the server hands it to the
 * browser: with its loader's answer and, after a post, its action's, in English.
 */
export function renderPage(
  Component: ComponentType,
  {
    path,
    url,
    loaderData,
    actionData,
  }: { path: string; url: string; loaderData: unknown; actionData?: unknown },
) {
  const router = createMemoryRouter(
    [{ id: 'page', path, loader: () => loaderData, action: () => actionData ?? null, Component }],
    {
      initialEntries: [url],
      hydrationData: {
        loaderData: { page: loaderData },
        ...(actionData === undefined ? {} : { actionData: { page: actionData } }),
      },
    },
  );
  render(
    <ShellContext value={testShell}>
      <EnglishLocale>
        <RouterProvider router={router} />
      </EnglishLocale>
    </ShellContext>,
  );
  return router;
}
