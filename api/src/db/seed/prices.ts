// Turns a Belgrade price in dinars into a local price in minor units, at the local price level and
// rounded the way local price lists are (whole hundreds of dinars and roubles, whole euros, marks
// in fives). Rates are approximate: 1 EUR ≈ 117 RSD ≈ 1.96 BAM.
import type { Currency } from '../schema/columns.js';
import type { CountryCode } from '../schema/geo.js';

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** Moscow is dearer than St Petersburg, which is dearer than the rest of Russia. */
const russianCityLevel: Readonly<Record<string, number>> = { moskva: 1.15, 'sankt-peterburg': 1 };

/**
 * @param factor the venue's own price level, around 1.
 * @returns minor units (1/100) of the country's currency; 0 stays 0 (free consultations).
 */
export function localPrice(rsd: number, country: CountryCode, city: string, factor = 1): number {
  if (rsd === 0) return 0;
  const base = rsd * factor;
  let major: number;
  switch (country) {
    case 'RS':
      major = roundTo(base, base >= 1000 ? 100 : 50);
      break;
    case 'ME': {
      const euros = (base / 117) * 1.05;
      major = roundTo(euros, euros >= 10 ? 1 : 0.5);
      break;
    }
    case 'BA': {
      const marks = (base / 60) * 0.85;
      major = roundTo(marks, marks >= 20 ? 5 : 1);
      break;
    }
    case 'RU': {
      const roubles = base * (russianCityLevel[city] ?? 0.85);
      major = roundTo(roubles, roubles >= 1000 ? 100 : 50);
      break;
    }
  }
  return Math.round(major * 100);
}

export const countryCurrency: Readonly<Record<CountryCode, Currency>> = {
  RS: 'RSD',
  ME: 'EUR',
  BA: 'BAM',
  RU: 'RUB',
};
