// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CityProvider } from '../../app/city/CityContext';
import { LocaleContext } from '../../app/locale';
import { ShellContext, type Shell } from '../../app/shell';
import { englishMessages, testCities } from '../../components/testing/renderWithProviders';
import type { SearchLoaderData } from './searchLoader';
import { Component as SearchPage } from './SearchPage';
import { parseSearchState } from './searchState';

const shell = {
  publicConfig: {
    siteUrl: 'https://termin.test',
    imageProxyUrl: '',
    mapsToken: '',
    country: 'RS',
    supportEmail: 'support@termin.test',
    supportPhone: '+381 11 123 4567',
  },
  session: { loggedIn: false },
  assets: { scripts: [], styles: [] },
} as unknown as Shell;

const treatment = (slug: string, title: string, parentSlug: string | null, venueCount: number) => ({
  __typename: 'TreatmentFacet' as const,
  slug,
  title,
  parentSlug,
  venueCount,
});
const cityFacet = (value: string, title: string, venueCount: number) => ({
  __typename: 'CityFacet' as const,
  timeZone: 'Europe/Belgrade',
  venueCount,
  city: { __typename: 'City' as const, value, title, latitude: 44.8, longitude: 20.4 },
});

const facets = {
  __typename: 'SearchFacets' as const,
  treatment: treatment('manicure', 'Manicure', 'nails', 3),
  broaderTreatment: treatment('nails', 'Nails', null, 5),
  city: cityFacet('beograd', 'Belgrade', 13),
  area: null,
  treatments: [
    treatment('nails', 'Nails', null, 5),
    treatment('manicure', 'Manicure', 'nails', 3),
    treatment('pedicure', 'Pedicure', 'nails', 2),
    treatment('hair', 'Hair', null, 8),
  ],
  cities: [cityFacet('beograd', 'Belgrade', 3), cityFacet('novi-sad', 'Novi Sad', 2)],
  areas: [
    {
      __typename: 'AreaFacet' as const,
      venueCount: 1,
      area: { __typename: 'Place' as const, slug: 'vracar', title: 'Vračar' },
    },
  ],
};

const venue = (id: number) => ({
  __typename: 'SearchResult' as const,
  id: String(id),
  slug: `nail-bar-${id}`,
  name: `Nail Bar ${id}`,
  location: { __typename: 'GeoPoint' as const, latitude: 44.81, longitude: 20.45 },
  photo: null,
  rating: { __typename: 'Rating' as const, average: 4.7, count: 12 },
  address: 'Kosančićev venac 9',
  city: { __typename: 'Place' as const, slug: 'beograd', title: 'Belgrade' },
  area: null,
  distanceKm: 1.26,
  services: [
    {
      __typename: 'SearchResultService' as const,
      id: `${id}0`,
      name: 'Classic manicure',
      price: { __typename: 'Money' as const, amount: 180000, currency: 'RSD' },
      priceFrom: false,
      durationMinutes: 45,
    },
  ],
});

function renderSearch(url: string, results: SearchLoaderData['results']) {
  const params = { type: 'manicure', article: 'in', city: 'beograd' };
  const state = parseSearchState(new URL(url, 'https://termin.test'), params);
  const data = { state, facets, results } as unknown as SearchLoaderData;
  const router = createMemoryRouter(
    [
      {
        path: '/:prefix/bt/:type/:article/:city',
        loader: () => data,
        Component: SearchPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <LocaleContext value={{ prefix: 'en', language: 'en' }}>
        <CityProvider cities={testCities}>
          <ShellContext value={shell}>
            <RouterProvider router={router} />
          </ShellContext>
        </CityProvider>
      </LocaleContext>
    </IntlProvider>,
  );
}

describe('SearchPage', () => {
  it('shows the cards, the filters as a GET form and pages as links', async () => {
    renderSearch('/en/bt/manicure/in/beograd?page=2&rating=4', {
      __typename: 'SearchResults',
      total: 14,
      page: 2,
      pageSize: 12,
      pageCount: 2,
      items: [venue(1), venue(2)],
    } as never);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Manicure in Belgrade',
    );
    expect(screen.getByText('13–14 of 14 venues')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Nail Bar 1' });
    expect(within(card).getByRole('link', { name: 'Nail Bar 1' }).getAttribute('href')).toBe(
      '/en/company/nail-bar-1?c=beograd',
    );
    expect(within(card).getByText('RSD 1,800')).toBeTruthy();
    expect(within(card).getByText('1.3 km from the centre')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Book now at Nail Bar 1' }).getAttribute('href'),
    ).toBe('/en/book-now/nail-bar-1');

    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/bt/manicure/in/beograd');
    expect((screen.getByLabelText('Rating') as HTMLSelectElement).value).toBe('4');
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/en/bt/manicure/in/beograd',
    );

    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/en/bt/manicure/in/beograd?rating=4',
    );
    expect(within(pages).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Pedicure' }).getAttribute('href')).toBe(
      '/en/bt/pedicure/in/beograd',
    );
  });

  // Issue 42: without a maps token the venues are still on a map, and phones can switch to it.
  it('puts the venues on a map drawn without a maps token, numbered as in the list', async () => {
    const away = venue(2);
    away.location = { ...away.location, latitude: 44.79, longitude: 20.48 };
    renderSearch('/en/bt/manicure/in/beograd?page=2', {
      __typename: 'SearchResults',
      total: 14,
      page: 2,
      pageSize: 12,
      pageCount: 2,
      items: [venue(1), away],
    } as never);
    const map = await screen.findByRole('region', { name: 'Map of the venues' });
    expect(map.textContent).not.toContain('not available');
    const image = map.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(
      /^\/maps\/water\.svg\?frame=-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/,
    );
    expect(image.getAttribute('alt')).toBe('');
    // Numbered as the cards are (this is page 2); the number shows, the name is read with it.
    const pins = within(map).getAllByRole('link');
    expect(pins.map((pin) => pin.textContent)).toEqual([
      '13 Nail Bar 1 on the map',
      '14 Nail Bar 2 on the map',
    ]);
    expect(pins.map((pin) => pin.firstChild!.textContent)).toEqual(['13', '14']);
    expect(pins[0]!.getAttribute('href')).toBe('/en/company/nail-bar-1?c=beograd');
    // Placed apart: north-west and south-east.
    const [first, second] = pins.map((pin) => pin.parentElement!.style);
    expect(parseFloat(first!.left)).toBeLessThan(parseFloat(second!.left));
    expect(parseFloat(first!.top)).toBeLessThan(parseFloat(second!.top));
    const card = screen.getByRole('article', { name: 'Nail Bar 1' });
    expect(card.querySelector('h3')!.textContent).toBe('13Nail Bar 1');
  });

  it('offers the list or the map as links that keep the search', async () => {
    const results = {
      __typename: 'SearchResults',
      total: 1,
      page: 1,
      pageSize: 12,
      pageCount: 1,
      items: [venue(1)],
    } as never;
    const { unmount } = renderSearch('/en/bt/manicure/in/beograd?rating=4', results);
    let toggle = await screen.findByRole('navigation', { name: 'Show the venues as' });
    expect(within(toggle).getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      '/en/bt/manicure/in/beograd?rating=4&view=map#search-view',
    );
    expect(document.querySelector('[data-view]')!.getAttribute('data-view')).toBe('list');
    expect(toggle.id).toBe('search-view');
    unmount();

    renderSearch('/en/bt/manicure/in/beograd?rating=4&view=map#search-view', results);
    toggle = await screen.findByRole('navigation', { name: 'Show the venues as' });
    expect(within(toggle).getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'List' }).getAttribute('href')).toBe(
      '/en/bt/manicure/in/beograd?rating=4#search-view',
    );
    expect(document.querySelector('[data-view]')!.getAttribute('data-view')).toBe('map');
  });

  it('says a duration once when the service name already states it', async () => {
    const massage = venue(3);
    massage.services = [
      { ...massage.services[0]!, name: 'Thai massage, 60 min', durationMinutes: 60 },
      { ...massage.services[0]!, id: '31', name: 'Back massage', durationMinutes: 30 },
    ];
    renderSearch('/en/bt/manicure/in/beograd', {
      __typename: 'SearchResults',
      total: 1,
      page: 1,
      pageSize: 12,
      pageCount: 1,
      items: [massage],
    } as never);
    const card = await screen.findByRole('article', { name: 'Nail Bar 3' });
    const services = within(card)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    expect(services).toEqual(['Thai massage, 60 min', 'Back massage 30 min']);
  });

  it('offers the search without filters, nearby cities, broader treatments and support when empty', async () => {
    renderSearch('/en/bt/manicure/in/beograd?min=100000', {
      __typename: 'SearchResults',
      total: 0,
      page: 1,
      pageSize: 12,
      pageCount: 0,
      items: [],
    } as never);
    expect(
      await screen.findByRole('heading', { name: 'Nothing matches this search' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Show the results without filters' }).getAttribute('href'),
    ).toBe('/en/bt/manicure/in/beograd');
    expect(screen.getByRole('link', { name: 'Novi Sad (2 venues)' }).getAttribute('href')).toBe(
      '/en/bt/manicure/in/novi-sad?min=100000',
    );
    const empty = screen.getByRole('region', { name: 'Nothing matches this search' });
    expect(within(empty).getByRole('link', { name: 'Nails' }).getAttribute('href')).toBe(
      '/en/bt/nails/in/beograd',
    );
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    // Issue 42: and a way to ask support.
    expect(
      within(empty).getByRole('link', { name: 'support@termin.test' }).getAttribute('href'),
    ).toBe('mailto:support@termin.test');
    expect(within(empty).getByRole('link', { name: '+381 11 123 4567' }).getAttribute('href')).toBe(
      'tel:+381111234567',
    );
  });
});
