import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { cities, countries } from '../../db/schema/geo.js';
import type { Language } from '../../i18n/language.js';
import type { Country } from './countrySchemas.js';
import { orderCities } from './orderCities.js';

/** The country with its cities in the given language, or undefined when it is not served. */
export async function findCountry(
  db: Database,
  code: CountryCode,
  language: Language,
): Promise<Country | undefined> {
  const [country] = await db.select().from(countries).where(eq(countries.code, code));
  if (!country) return undefined;
  const rows = await db.select().from(cities).where(eq(cities.countryCode, code));
  const ordered = orderCities(
    rows.map((city) => ({ ...city, title: city.name[language] })),
    language,
  );
  return {
    code: country.code,
    title: country.name[language],
    currency: country.currency,
    cities: ordered.map((city) => ({
      value: city.slug,
      title: city.title,
      lat: city.latitude,
      lng: city.longitude,
      timeZone: city.timeZone,
    })),
  };
}
