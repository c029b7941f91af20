// A compact way to write the city tables: cityIn(zone)(slug, [en, sr, ru], [lat, lng], population).
import type { CitySeed } from '../types.js';

export const cityIn =
  (timeZone: string) =>
  (
    slug: string,
    [en, sr, ru]: readonly [string, string, string],
    [latitude, longitude]: readonly [number, number],
    population: number,
  ): CitySeed => ({ slug, name: { en, sr, ru }, latitude, longitude, timeZone, population });
