// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CityProvider } from '../app/city/CityContext';
import { layoutNames, type LayoutName } from '../routing/handle';
import { ShellContext } from '../app/shell';
import { EnglishLocale, testCities, testShell } from '../components/testing/renderWithProviders';
import { Component as BusinessLayout } from './BusinessLayout';
import { Component as DefaultLayout } from './DefaultLayout';
import { Component as HelpCenterLayout } from './HelpCenterLayout';
import {
  ErrorLayout,
  MarketplaceSearchLayout,
  PartnerBusinessPageLayout,
  StartPageLayout,
} from './layouts';
import { Component as OnlineBookingBlankLayout } from './OnlineBookingBlankLayout';
import { cityLine } from './parts/cityLine';
import { Component as OnlineBookingContentLayout } from './OnlineBookingContentLayout';
import { Component as OnlineBookingLayout } from './OnlineBookingLayout';
import { Component as ProfilePageLayout } from './ProfilePageLayout';

const ErrorFrame = () => (
  <ErrorLayout>
    <p>the page</p>
  </ErrorLayout>
);

/** spec §2: the layouts that frame a page, each by its name (routing/handle.ts). */
const layouts: Record<LayoutName, ComponentType> = {
  business: BusinessLayout,
  default: DefaultLayout,
  error: ErrorFrame,
  'help-center': HelpCenterLayout,
  'marketplace-search': MarketplaceSearchLayout,
  'online-booking': OnlineBookingLayout,
  'online-booking-blank': OnlineBookingBlankLayout,
  'online-booking-content': OnlineBookingContentLayout,
  'partner-business-page': PartnerBusinessPageLayout,
  'profile-page': ProfilePageLayout,
  'start-page': StartPageLayout,
};

/** A layout at /en with a page inside, the way the app shell provides it (wide viewport). */
function renderLayout(name: LayoutName) {
  const Layout = layouts[name];
  const router = createMemoryRouter(
    [{ path: '/en', Component: Layout, children: [{ index: true, element: <p>the page</p> }] }],
    { initialEntries: ['/en'] },
  );
  return render(
    <ShellContext value={testShell}>
      <EnglishLocale>
        <CityProvider initial="beograd" cities={testCities}>
          <RouterProvider router={router} />
        </CityProvider>
      </EnglishLocale>
    </ShellContext>,
  );
}

/** What a visitor finds in a layout: its landmarks, navigation and pickers. */
function partsOf(name: LayoutName) {
  const { container } = renderLayout(name);
  const banner = screen.queryByRole('banner');
  const inBanner = (role: string, label: string) =>
    banner ? within(banner).queryAllByRole(role, { name: label }).length > 0 : false;
  return {
    layout: container.querySelector('[data-layout]')?.getAttribute('data-layout'),
    page: screen.queryByText('the page') !== null,
    header: banner !== null,
    siteNav: inBanner('navigation', 'Main navigation'),
    // A select in the site header; links in a disclosure in the booking header.
    languagePicker:
      screen.queryAllByRole('combobox', { name: 'Language' }).length > 0 ||
      inBanner('navigation', 'Language'),
    cityPicker: inBanner('combobox', 'City'),
    footer: screen.queryByRole('contentinfo') !== null,
    drawer: screen.queryByRole('dialog') !== null,
  };
}

describe('the layouts (spec §2)', () => {
  it('are all here', () => {
    expect(Object.keys(layouts).sort()).toEqual([...layoutNames].sort());
  });

  it.each([
    // layout, site header with navigation, city picker, footer
    ['start-page', true, true, true],
    ['marketplace-search', true, true, true],
    ['partner-business-page', true, false, true],
    ['default', true, false, true],
    ['business', true, false, true],
    ['help-center', true, false, true],
    ['profile-page', true, false, true],
  ] as const)(
    '%s frames the page with the site header (navigation %s, city picker %s) and footer',
    (name, siteNav, cityPicker, footer) => {
      expect(partsOf(name)).toEqual({
        layout: name,
        page: true,
        header: true,
        siteNav,
        languagePicker: true,
        cityPicker,
        footer,
        drawer: false,
      });
    },
  );

  it("the footer gives Termin's office in the project country, as its post writes it", () => {
    renderLayout('default');
    const office = screen.getByRole('contentinfo').querySelector('address');
    expect(office?.innerHTML).toBe('Bulevar kralja Aleksandra 73<br>11000 Beograd');
    expect(
      cityLine({ street: 'ул. Тверская, 7', postalCode: '125009', city: 'Москва', country: 'RU' }),
    ).toBe('125009, Москва');
  });

  it('business: the business navigation with pricing and registration', () => {
    renderLayout('business');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe(
      '/en/pricing',
    );
    expect(
      within(nav).getByRole('link', { name: 'Register your business' }).getAttribute('href'),
    ).toBe('https://manage.termin.test/rl');
  });

  it('profile-page: the profile sections beside the page', () => {
    renderLayout('profile-page');
    const sections = screen.getAllByRole('navigation').find((nav) => nav.closest('main'));
    expect(
      within(sections!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/profile/settings',
      '/en/profile/bookings',
      '/en/profile/favorites',
      '/en/profile/settings/general',
      '/en/profile/settings/notifications',
    ]);
  });

  it('error: the header without navigation and the compact footer', () => {
    expect(partsOf('error')).toMatchObject({
      layout: 'error',
      page: true,
      header: true,
      siteNav: false,
      cityPicker: false,
      footer: true,
    });
    expect(screen.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  });

  it.each(['online-booking', 'online-booking-content'] as const)(
    '%s: the booking header with the way back and the language, no site navigation',
    (name) => {
      expect(partsOf(name)).toMatchObject({
        layout: name,
        page: true,
        header: true,
        siteNav: false,
        languagePicker: true,
        cityPicker: false,
      });
      const banner = within(screen.getByRole('banner'));
      expect(banner.getAllByRole('link')[0]!.getAttribute('href')).toBe('/en');
      // The language works without JavaScript: a disclosure of links that remember the choice.
      expect(banner.getByRole('link', { name: 'Srpski' }).getAttribute('href')).toMatch(
        /^\/choose\/locale\/sr-RS\?to=/,
      );
    },
  );

  it('online-booking-content: legal links at the foot', () => {
    renderLayout('online-booking-content');
    const foot = screen.getByRole('contentinfo');
    expect(
      within(foot)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/terms', '/en/privacy']);
  });

  it('online-booking-blank: nothing but the page', () => {
    expect(partsOf('online-booking-blank')).toEqual({
      layout: 'online-booking-blank',
      page: true,
      header: false,
      siteNav: false,
      languagePicker: false,
      cityPicker: false,
      footer: false,
      drawer: false,
    });
  });
});
