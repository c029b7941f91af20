import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { CityProvider } from '../../app/city/CityContext';
import { ApolloSourceContext, createApolloSource } from '../../app/data/apolloSource';
import { LocaleContext } from '../../app/locale';
import type { Shell } from '../../app/shell';

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

/** Termin's office as the public config gives it on the Serbian site. */
export const testOffice = {
  street: 'Bulevar kralja Aleksandra 73',
  postalCode: '11000',
  city: 'Beograd',
  country: 'RS',
} as const;

/** The shell a layout reads (its footer the contacts and office), logged out, in the eu region. */
export const testShell = {
  assets: { scripts: [], styles: [] },
  publicConfig: {
    region: 'eu',
    manageUrl: 'https://manage.termin.test',
    supportEmail: 'support@termin.test',
    supportPhone: '+381 11 123 4567',
    social: { instagram: 'https://instagram.com/termin' },
    address: testOffice,
    hreflangs: {},
  },
  session: { loggedIn: false },
} as unknown as Shell;

/** The English locale with every English message; a missing id fails the test. */
export function EnglishLocale({ children }: { children: ReactNode }) {
  return (
    <IntlProvider
      locale="en"
      messages={englishMessages}
      onError={(error) => {
        throw error;
      }}
    >
      <LocaleContext value={{ prefix: 'en', language: 'en' }}>{children}</LocaleContext>
    </IntlProvider>
  );
}

export interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  cities?: typeof testCities;
  /** What `ui`'s route loader answered (useLoaderData), as the server render hands it over. */
  loaderData?: unknown;
}

/**
 * Renders `ui` the way the app shell does: Apollo's clients (answering from `mocks`), the cities
 * (as the root loader gives them), react-intl with the English messages (a missing id fails the
 * test), the locale and a router. `ui` stays mounted across navigations, so tests can look at it
 * after a search; `router.state.location` tells where it went.
 */
export function renderWithProviders(
  ui: ReactNode,
  { mocks = [], cities = testCities, loaderData }: RenderOptions = {},
) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
  const router = createMemoryRouter(
    [
      {
        id: 'ui',
        path: '/:prefix',
        // Only with data to give: a loader would make every navigation wait for it.
        ...(loaderData === undefined ? {} : { loader: () => loaderData }),
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
    {
      initialEntries: ['/en'],
      ...(loaderData === undefined ? {} : { hydrationData: { loaderData: { ui: loaderData } } }),
    },
  );
  const view = render(
    <ApolloProvider client={client}>
      <EnglishLocale>
        <ApolloSourceContext value={createApolloSource(() => client)}>
          <CityProvider cities={cities}>
            <RouterProvider router={router} />
          </CityProvider>
        </ApolloSourceContext>
      </EnglishLocale>
    </ApolloProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, location };
}
