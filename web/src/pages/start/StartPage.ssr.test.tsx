// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import general from '../../../../locales/general/en/data.json';
import start from '../../../../locales/start/en/data.json';
import { CityProvider } from '../../app/city/CityContext';
import { ShellContext, type Shell } from '../../app/shell';
import { testCities, testOffice } from '../../components/testing/renderWithProviders';
import { StartPage } from './StartPage';

const shell = {
  publicConfig: {
    siteUrl: 'https://termin.test',
    imageProxyUrl: '',
    address: testOffice,
    social: {},
  },
  session: { loggedIn: false },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

describe('StartPage on the server', () => {
  it("renders without a browser, from its loader's data and the shell's cities", () => {
    expect(typeof window).toBe('undefined');
    const router = createMemoryRouter([{ id: 'start', path: '/en', Component: StartPage }], {
      initialEntries: ['/en'],
      hydrationData: { loaderData: { start: { city: 'beograd', content: undefined } } },
    });
    const html = renderToString(
      <IntlProvider locale="en" messages={{ ...general, ...start }}>
        <CityProvider cities={testCities}>
          <ShellContext value={shell}>
            <RouterProvider router={router} />
          </ShellContext>
        </CityProvider>
      </IntlProvider>,
    );
    expect(html).toContain('Book beauty and wellness near you');
    expect(html).toContain('role="combobox"');
    expect(html).toMatch(/<option value="beograd"[^>]*>Beograd<\/option>/);
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('search_term_string');
  });
});
