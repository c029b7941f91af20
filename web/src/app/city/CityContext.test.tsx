// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCities } from '../../components/testing/renderWithProviders';
import { CityProvider, useCity } from './CityContext';

function Picker({ start }: { start?: string }) {
  const [city, choose] = useCity(start);
  return (
    <>
      <p>city: {city}</p>
      <button onClick={() => choose('novi-sad')}>choose</button>
    </>
  );
}

function renderCity(initial: string | undefined, start?: string) {
  return render(
    <CityProvider initial={initial} cities={testCities}>
      <Picker start={start} />
    </CityProvider>,
  );
}

function stubGeolocation(result: { lat: number; lng: number } | 'error') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
    result === 'error'
      ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
      : ok({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'city=; Max-Age=0; Path=/';
});

describe('CityProvider (spec §4)', () => {
  it('shows the remembered city and does not ask for the position', () => {
    const locate = stubGeolocation({ lat: 45.25, lng: 19.84 });
    renderCity('novi-sad', 'beograd');
    expect(screen.getByText('city: novi-sad')).toBeTruthy();
    expect(locate).not.toHaveBeenCalled();
  });

  it('on a first visit picks the nearest offered city from the position and remembers it', async () => {
    stubGeolocation({ lat: 45.2, lng: 19.9 });
    renderCity(undefined);
    expect(await screen.findByText('city: novi-sad')).toBeTruthy();
    expect(document.cookie).toContain('city=novi-sad');
  });

  it('ignores geolocation errors and keeps the start city', async () => {
    const locate = stubGeolocation('error');
    renderCity(undefined, 'beograd');
    await act(() => Promise.resolve());
    expect(locate).toHaveBeenCalled();
    expect(screen.getByText('city: beograd')).toBeTruthy();
  });

  it('remembers a chosen city', async () => {
    stubGeolocation('error');
    renderCity('beograd');
    await userEvent.click(screen.getByRole('button', { name: 'choose' }));
    expect(screen.getByText('city: novi-sad')).toBeTruthy();
    expect(document.cookie).toContain('city=novi-sad');
  });
});
