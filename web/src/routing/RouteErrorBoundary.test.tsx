// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CityProvider } from '../app/city/CityContext';
import { ShellContext, type Shell } from '../app/shell';
import { EnglishLocale, testCities } from '../components/testing/renderWithProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { ServerError } from './serverError';
import { openViteErrorOverlay } from './viteErrorOverlay';

vi.mock('./viteErrorOverlay', () => ({ openViteErrorOverlay: vi.fn(async () => {}) }));

const shell = {
  assets: { scripts: [], styles: [] },
  publicConfig: { region: 'eu', production: false, hreflangs: {}, social: {} },
  session: { loggedIn: false },
} as unknown as Shell;

/** The error page at /en as a browser hydrates it, with the server render's error. */
function hydrateWith(error: unknown) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '/en', Component: () => null, ErrorBoundary: RouteErrorBoundary }],
    { initialEntries: ['/en'], hydrationData: { loaderData: {}, errors: { page: error } } },
  );
  return render(
    <ShellContext value={shell}>
      <EnglishLocale>
        <CityProvider initial="beograd" cities={testCities}>
          <RouterProvider router={router} />
        </CityProvider>
      </EnglishLocale>
    </ShellContext>,
  );
}

describe('RouteErrorBoundary in development', () => {
  beforeEach(() => vi.mocked(openViteErrorOverlay).mockClear());

  it("opens Vite's error overlay for a server render's exception", async () => {
    const error: ServerError = {
      serverError: true,
      message: 'boom',
      stack: 'Error: boom\n    at Page (/web/src/pages/Page.tsx:3:9)',
    };
    hydrateWith(error);
    expect(await screen.findAllByText(/boom/)).not.toHaveLength(0);
    expect(openViteErrorOverlay).toHaveBeenCalledWith(error);
  });

  it('opens no overlay for a page that is not there', async () => {
    hydrateWith({
      status: 404,
      statusText: 'Not Found',
      internal: false,
      data: { message: 'Page Not Found: /en/nowhere' },
    });
    await screen.findByText('Page Not Found: /en/nowhere');
    expect(openViteErrorOverlay).not.toHaveBeenCalled();
  });
});
