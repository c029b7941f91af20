// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CityProvider } from '../../app/city/CityContext';
import { EnglishLocale, testCities } from '../../components/testing/renderWithProviders';
import { Component as CitiesPage } from './CitiesPage';

function renderPage(url: string, remembered?: string) {
  const router = createMemoryRouter(
    [
      { path: '/en/cities', element: <CitiesPage /> },
      { path: '/en/*', element: <p>back</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <EnglishLocale>
      <CityProvider initial={remembered} cities={testCities}>
        <RouterProvider router={router} />
      </CityProvider>
    </EnglishLocale>,
  );
  return router;
}

const cities = () => screen.getByRole('navigation', { name: 'City' });
const cityLink = (name: string) => within(cities()).getByRole('link', { name });

afterEach(() => {
  document.cookie = 'city=; max-age=0; path=/';
});

describe('the cities page (the city picker without JavaScript)', () => {
  it('leads each city by way of /choose back to the page it came from, in that city', () => {
    renderPage(`/en/cities?to=${encodeURIComponent('/en/search?s=hair&c=beograd&page=2')}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your city');
    // Another city's results start on their first page.
    expect(cityLink('Novi Sad').getAttribute('href')).toBe(
      `/choose/city/novi-sad?to=${encodeURIComponent('/en/search?s=hair&c=novi-sad')}`,
    );
    expect(cityLink('Beograd').ariaCurrent).toBe('true');
    expect(cityLink('Novi Sad').ariaCurrent).toBeNull();
  });

  it("marks the remembered city, else the return page's (spec §4: a remembered city wins)", () => {
    renderPage(`/en/cities?to=${encodeURIComponent('/en/search?c=novi-sad')}`);
    expect(cityLink('Novi Sad').ariaCurrent).toBe('true');
    cleanup();
    renderPage(`/en/cities?to=${encodeURIComponent('/en/search?c=novi-sad')}`, 'beograd');
    expect(cityLink('Beograd').ariaCurrent).toBe('true');
  });

  it('leads to the start page when the return path is missing or not on this site', () => {
    for (const to of ['', 'https://evil.test/en', '//evil.test/en', 'javascript:alert(1)']) {
      const router = renderPage(`/en/cities?to=${encodeURIComponent(to)}`, 'novi-sad');
      expect(cityLink('Beograd').getAttribute('href')).toBe(
        `/choose/city/beograd?to=${encodeURIComponent('/en?c=beograd')}`,
      );
      expect(router.state.location.pathname).toBe('/en/cities');
      cleanup();
    }
  });

  it('with JavaScript remembers the city and goes back without the round trip', () => {
    const router = renderPage(`/en/cities?to=${encodeURIComponent('/en/search?s=hair')}`);
    fireEvent.click(cityLink('Novi Sad'));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/en/search?s=hair&c=novi-sad',
    );
    expect(document.cookie).toContain('city=novi-sad');
    expect(screen.getByText('back')).toBeTruthy();
  });

  it('is not for search engines', () => {
    renderPage('/en/cities?to=%2Fen');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });
});
