import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { CityProvider } from '../../app/city/CityContext';
import { LocaleContext } from '../../app/locale';
import { CitiesQuery } from '../search-bar/queries';

/** Every English message: the shared ones and each page's. */
export const englishMessages: Record<string, string> = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>('../../../../locales/*/en/data.json', {
      eager: true,
      import: 'default',
    }),
  ),
);

export const testCities = [
  {
    __typename: 'City' as const,
    value: 'beograd',
    title: 'Beograd',
    latitude: 44.82,
    longitude: 20.46,
  },
  {
    __typename: 'City' as const,
    value: 'novi-sad',
    title: 'Novi Sad',
    latitude: 45.27,
    longitude: 19.83,
  },
];

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  cities?: typeof testCities;
}

/**
 * Renders `ui` the way the app shell does: Apollo (with the cities already cached, as the root
 * loader prefetches them), react-intl with the English messages (a missing id fails the test),
 * the locale and a router. `ui` stays mounted across navigations, so tests can look at it after
 * a search; `router.state.location` tells where it went.
 */
export function renderWithProviders(
  ui: ReactNode,
  { mocks = [], cities = testCities }: RenderOptions = {},
) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: CitiesQuery, data: { cities } });
  const router = createMemoryRouter(
    [
      {
        path: '/:prefix',
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        children: [
          { path: 'search', element: <p>search page</p> },
          { path: 'company/:slug', element: <p>company page</p> },
        ],
      },
    ],
    { initialEntries: ['/en'] },
  );
  const view = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <IntlProvider
        locale="en"
        messages={englishMessages}
        onError={(error) => {
          throw error;
        }}
      >
        <LocaleContext value={{ prefix: 'en', language: 'en' }}>
          <CityProvider>
            <RouterProvider router={router} />
          </CityProvider>
        </LocaleContext>
      </IntlProvider>
    </MockedProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
