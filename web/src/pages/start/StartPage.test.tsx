// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext, type Shell } from '../../app/shell';
import { renderWithProviders, testOffice } from '../../components/testing/renderWithProviders';
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

const treatment = (slug: string, title: string, parentSlug: string | null, venueCount: number) => ({
  __typename: 'TreatmentFacet' as const,
  slug,
  title,
  parentSlug,
  venueCount,
});
const city = (value: string, title: string, venueCount: number) => ({
  __typename: 'CityFacet' as const,
  city: { __typename: 'City' as const, value, title },
  venueCount,
});

const startData = {
  here: {
    __typename: 'SearchFacets' as const,
    city: city('beograd', 'Belgrade', 9),
    treatments: [
      treatment('hair', 'Hair', null, 5),
      treatment('haircut', 'Haircut', 'hair', 4),
      treatment('nails', 'Nails', null, 3),
    ],
  },
  country: {
    __typename: 'SearchFacets' as const,
    cities: [city('beograd', 'Belgrade', 9), city('novi-sad', 'Novi Sad', 4)],
    treatments: [treatment('hair', 'Hair', null, 12)],
  },
  featured: {
    __typename: 'SearchResults' as const,
    total: 9,
    items: [
      {
        __typename: 'SearchResult' as const,
        id: '7',
        slug: 'studio-lux-7',
        name: 'Studio Lux',
        photo: null,
        rating: { __typename: 'Rating' as const, average: 4.9, count: 31 },
        address: 'Knez Mihailova 1',
        city: { __typename: 'Place' as const, slug: 'beograd', title: 'Belgrade' },
        area: null,
        distanceKm: null,
        services: [
          {
            __typename: 'SearchResultService' as const,
            id: '70',
            name: 'Haircut',
            price: { __typename: 'Money' as const, amount: 250000, currency: 'RSD' },
            priceFrom: true,
            durationMinutes: 45,
          },
        ],
      },
    ],
  },
};

describe('StartPage', () => {
  it('introduces the site, offers the search bar and links popular treatments and cities', async () => {
    renderWithProviders(
      <ShellContext value={shell}>
        <StartPage />
      </ShellContext>,
      { loaderData: { city: 'beograd', content: startData } },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Book beauty and wellness near you',
    );
    const input = screen.getByRole('combobox', { name: 'Search treatments and venues' });
    expect(document.activeElement).not.toBe(input);
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
      'beograd',
    );

    const treatments = await screen.findByRole('region', {
      name: 'Popular treatments in Belgrade',
    });
    expect(within(treatments).getByRole('link', { name: 'Hair' }).getAttribute('href')).toBe(
      '/en/bt/hair/in/beograd',
    );
    expect(within(treatments).getByRole('link', { name: 'Haircut' }).getAttribute('href')).toBe(
      '/en/bt/haircut/in/beograd',
    );
    const featured = screen.getByRole('region', { name: 'Top rated in Belgrade' });
    expect(within(featured).getByRole('link', { name: 'Studio Lux' }).getAttribute('href')).toBe(
      '/en/company/studio-lux-7?c=beograd',
    );
    expect(within(featured).getByText('from RSD 2,500')).toBeTruthy();
    const cities = screen.getByRole('region', { name: 'Popular cities' });
    expect(within(cities).getByRole('link', { name: 'Novi Sad' }).getAttribute('href')).toBe(
      '/en/search?c=novi-sad',
    );
    expect(
      within(cities).getByRole('link', { name: 'Hair in Novi Sad' }).getAttribute('href'),
    ).toBe('/en/bt/hair/in/novi-sad');
    expect(screen.getByRole('heading', { name: 'Termin in your pocket' })).toBeTruthy();
  });
});
