// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CityProvider } from '../../app/city/CityContext';
import { ShellContext, type Shell } from '../../app/shell';
import { EnglishLocale, testCities } from '../../components/testing/renderWithProviders';
import { menuPanelId } from './MobileMenu';
import { withCity } from './pickerPaths';
import { SiteHeader } from './SiteHeader';

const shell = {
  assets: { scripts: [], styles: [] },
  publicConfig: { region: 'eu', manageUrl: 'https://manage.termin.test', hreflangs: {} },
  session: { loggedIn: false },
} as unknown as Shell;

function renderHeader(url: string, remembered?: string) {
  const router = createMemoryRouter([{ path: '/en/*', element: <SiteHeader cityPicker /> }], {
    initialEntries: [url],
  });
  render(
    <ShellContext value={shell}>
      <EnglishLocale>
        <CityProvider initial={remembered} cities={testCities}>
          <RouterProvider router={router} />
        </CityProvider>
      </EnglishLocale>
    </ShellContext>,
  );
  // The panel is hidden until it is the URL's target (CSS), so look inside it regardless.
  return document.getElementById(menuPanelId)!;
}

describe('the phone menu without JavaScript (issue 16)', () => {
  it('is a link to a panel with the navigation, the languages as links and the city', () => {
    const panel = renderHeader('/en/search?s=hair&c=beograd&page=2');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('href')).toBe(
      `#${menuPanelId}`,
    );
    const nav = within(panel).getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Search', hidden: true })).toBeTruthy();

    const languages = within(panel).getByRole('navigation', { name: 'Language', hidden: true });
    const serbian = within(languages).getByRole('link', { name: 'Srpski', hidden: true });
    // By way of /choose, which remembers the language without JavaScript too.
    expect(serbian.getAttribute('href')).toBe(
      `/choose/locale/sr-RS?to=${encodeURIComponent('/sr-RS/search?s=hair&c=beograd&page=2')}`,
    );
    expect(within(languages).getByRole('link', { name: 'English', hidden: true }).ariaCurrent).toBe(
      'true',
    );

    // The cities are a page of their own, which leads back here.
    const city = within(panel).getByRole('link', { name: 'City: Beograd', hidden: true });
    expect(city.getAttribute('href')).toBe(
      `/en/cities?to=${encodeURIComponent('/en/search?s=hair&c=beograd&page=2')}`,
    );
  });

  it('names the city the page shows: the c query, or the remembered one', () => {
    expect(
      within(renderHeader('/en/search?c=novi-sad')).getByRole('link', {
        name: 'City: Novi Sad',
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it('names the remembered city without a c query', () => {
    expect(
      within(renderHeader('/en/search', 'novi-sad')).getByRole('link', {
        name: 'City: Novi Sad',
        hidden: true,
      }),
    ).toBeTruthy();
  });
});

describe('withCity', () => {
  it('sets the city query and keeps the rest but the page', () => {
    expect(withCity('/en', new URLSearchParams(''), 'nis')).toBe('/en?c=nis');
    expect(withCity('/en/search', new URLSearchParams('c=beograd&s=x&page=3'), 'nis')).toBe(
      '/en/search?c=nis&s=x',
    );
  });
});
