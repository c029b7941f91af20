// @vitest-environment jsdom
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CityProvider } from '../../app/city/CityContext';
import { ApolloSourceContext, createApolloSource } from '../../app/data/apolloSource';
import { ShellContext } from '../../app/shell';
import { SearchBar } from '../../components/search-bar/SearchBar';
import { EnglishLocale, testCities, testShell } from '../../components/testing/renderWithProviders';
import { MarketplaceSearchLayout } from '../../layouts/layouts';

/** A search page at `url` in its layout, the visitor having chosen Beograd before. */
function renderSearch(url: string) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink([]) });
  const page = { element: <SearchBar initialText="nails" /> };
  const router = createMemoryRouter(
    [
      {
        path: '/en',
        Component: MarketplaceSearchLayout,
        children: [
          { path: 'search', ...page },
          { path: 'bt/:type/:article/:city', ...page },
          { path: 'bt/:type/:article/:city/:area', ...page },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ShellContext value={testShell}>
      <ApolloProvider client={client}>
        <EnglishLocale>
          <ApolloSourceContext value={createApolloSource(() => client)}>
            <CityProvider initial="beograd" cities={testCities}>
              <RouterProvider router={router} />
            </CityProvider>
          </ApolloSourceContext>
        </EnglishLocale>
      </ApolloProvider>
    </ShellContext>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const headerCity = () =>
    within(screen.getByRole('banner')).getByRole('combobox', { name: 'City' });
  const barCity = () =>
    within(screen.getByRole('search')).getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
  return { router, location, headerCity, barCity };
}

afterEach(() => {
  document.cookie = 'city=; Max-Age=0; Path=/';
});

describe('the city of a search page', () => {
  it("is the results' city in the header and the search bar, not the one remembered", () => {
    const { headerCity, barCity } = renderSearch('/en/bt/hair/in/novi-sad');
    expect(headerCity().textContent).toContain('Novi Sad');
    expect(barCity().value).toBe('novi-sad');
  });

  it('follows the results back to another city', async () => {
    const { router, headerCity, barCity } = renderSearch('/en/search?s=nails&c=novi-sad');
    await router.navigate('/en/search?s=nails&c=beograd');
    await router.navigate(-1);
    expect(headerCity().textContent).toContain('Novi Sad');
    expect(barCity().value).toBe('novi-sad');
  });

  it('changed in the header, shows the same search in that city from its first page', async () => {
    const user = userEvent.setup();
    const { location, headerCity } = renderSearch(
      '/en/bt/hair/in/novi-sad/petrovaradin?sort=price&page=3',
    );
    await user.click(headerCity());
    const banner = within(screen.getByRole('banner'));
    await user.click(banner.getByRole('option', { name: 'Beograd' }));
    expect(location()).toBe('/en/bt/hair/in/beograd?sort=price');
    expect(document.cookie).toContain('city=beograd');
  });

  it('changed in the search bar, stays picked there until the search', async () => {
    const user = userEvent.setup();
    const { location, barCity } = renderSearch('/en/search?s=nails&c=novi-sad');
    await user.selectOptions(barCity(), 'beograd');
    expect(barCity().value).toBe('beograd');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/en/search?s=nails&c=beograd');
  });
});
