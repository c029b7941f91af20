import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { StaticSearchMap } from './StaticSearchMap';

// The server render is the whole map (issue 42): no script is needed to see or follow a venue.
describe('StaticSearchMap on the server', () => {
  const pins = [
    { id: '1', name: 'Lotus', href: '/sr-RS/company/lotus', latitude: 44.8, longitude: 20.46 },
    { id: '2', name: 'Prana', href: '/sr-RS/company/prana', latitude: 44.81, longitude: 20.47 },
  ];
  const html = renderToString(
    <IntlProvider locale="en" messages={englishMessages}>
      <MemoryRouter>
        <StaticSearchMap pins={pins} first={1} />
      </MemoryRouter>
    </IntlProvider>,
  );

  it('renders the basemap picture and each venue as a placed, named link', () => {
    expect(html).toMatch(/<img [^>]*src="\/maps\/water\.svg\?frame=[\d.,-]+"/);
    expect(html).toMatch(
      /<li [^>]*style="left:\d+(\.\d+)?%;top:\d+(\.\d+)?%"><a [^>]*href="\/sr-RS\/company\/lotus"[^>]*>1<span [^>]*> Lotus on the map<\/span><\/a>/,
    );
    expect(html).toContain('© OpenStreetMap contributors');
    expect(html).toMatch(/style="width:\d+(\.\d+)?%"><\/span>/);
    expect(html).toContain('Scale: 1 km');
  });

  it('asks no basemap for a search across a country, and gives its scale a readable length', () => {
    // All of Russia's venues: Moscow to Yekaterinburg is some 1,400 km, far past a city's frame.
    const across = renderToString(
      <IntlProvider locale="en" messages={englishMessages}>
        <MemoryRouter>
          <StaticSearchMap
            pins={[
              { id: '1', name: 'Zhasmin', href: '/ru/company/z', latitude: 55.76, longitude: 37.6 },
              { id: '2', name: 'Ural', href: '/ru/company/u', latitude: 56.84, longitude: 60.6 },
            ]}
            first={1}
          />
        </MemoryRouter>
      </IntlProvider>,
    );
    // bff refuses such a frame (400): the page showed a broken picture and logged an error.
    expect(across).not.toContain('<img');
    expect(across).not.toContain('© OpenStreetMap contributors');
    expect(across).toMatch(/href="\/ru\/company\/u"/);
    expect(across).toContain('Scale: 500 km');
  });

  it('renders nothing without venues', () => {
    expect(
      renderToString(
        <IntlProvider locale="en" messages={englishMessages}>
          <MemoryRouter>
            <StaticSearchMap pins={[]} first={1} />
          </MemoryRouter>
        </IntlProvider>,
      ),
    ).toBe('');
  });
});
