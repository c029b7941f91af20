// @vitest-environment node
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import general from '../../../../locales/general/en/data.json';
import start from '../../../../locales/start/en/data.json';
import { ShellContext, type Shell } from '../../app/shell';
import { CitiesQuery } from '../../components/search-bar/queries';
import { testCities } from '../../components/testing/renderWithProviders';
import { StartPage } from './StartPage';

const shell = {
  publicConfig: { siteUrl: 'https://termin.test', imageProxyUrl: '' },
  session: { loggedIn: false },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

describe('StartPage on the server', () => {
  it('renders without a browser, with the cities from the cache', () => {
    expect(typeof window).toBe('undefined');
    const cache = new InMemoryCache();
    cache.writeQuery({ query: CitiesQuery, data: { cities: testCities } });
    const router = createMemoryRouter([{ path: '/en', Component: StartPage }], {
      initialEntries: ['/en'],
    });
    const html = renderToString(
      <MockedProvider cache={cache}>
        <IntlProvider locale="en" messages={{ ...general, ...start }}>
          <ShellContext value={shell}>
            <RouterProvider router={router} />
          </ShellContext>
        </IntlProvider>
      </MockedProvider>,
    );
    expect(html).toContain('Book beauty and wellness near you');
    expect(html).toContain('role="combobox"');
    expect(html).toMatch(/<option value="beograd"[^>]*>Beograd<\/option>/);
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('search_term_string');
  });
});
