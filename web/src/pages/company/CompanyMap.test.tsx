// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, type Shell } from '../../app/shell';
import { englishMessages } from '../../components/testing/renderWithProviders';
import { CompanyMap } from './CompanyMap';

const showMap = vi.fn();
vi.mock('../search/searchMapLibre', () => ({ showMap }));

/** An observer that reports the element in view at once. */
class InView {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.report([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const shellWith = (mapsToken: string) =>
  ({ publicConfig: { mapsToken, siteUrl: 'https://termin.test' } }) as unknown as Shell;

function renderMap(mapsToken: string) {
  return render(
    <ShellContext value={shellWith(mapsToken)}>
      <IntlProvider locale="en" messages={englishMessages}>
        <CompanyMap name="Salon Lotus" latitude={44.8} longitude={20.47} />
      </IntlProvider>
    </ShellContext>,
  );
}

describe('CompanyMap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    showMap.mockReset();
  });

  it('draws nothing and loads no map library without a maps token', () => {
    vi.stubGlobal('IntersectionObserver', InView);
    const { container } = renderMap('');
    expect(container.innerHTML).toBe('');
    expect(showMap).not.toHaveBeenCalled();
  });

  it('puts the venue on the map in view, and says so when the map cannot load', async () => {
    vi.stubGlobal('IntersectionObserver', InView);
    renderMap('token-1');
    const region = screen.getByRole('region', { name: 'Salon Lotus on the map' });
    await vi.waitFor(() => expect(showMap).toHaveBeenCalledTimes(1));
    const options = showMap.mock.calls[0]![1];
    expect(options.token).toBe('token-1');
    expect(options.pins).toEqual([
      expect.objectContaining({ latitude: 44.8, longitude: 20.47, name: 'Salon Lotus' }),
    ]);
    act(() => options.onFail());
    expect(region.getAttribute('data-map-state')).toBe('failed');
    expect(screen.getByRole('status').textContent).toMatch(/map is not available/);
  });
});
