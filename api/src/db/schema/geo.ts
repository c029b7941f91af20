// Where the marketplace operates: project countries and the cities offered in each.
import { char, doublePrecision, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { hasEveryLanguage, localizedName } from './columns.js';

export const countryCodes = ['RS', 'ME', 'BA', 'RU'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const countries = pgTable(
  'countries',
  {
    code: char('code', { length: 2 }).$type<CountryCode>().primaryKey(),
    name: localizedName(),
    /** ISO 4217 code of the currency prices are shown in. */
    currency: char('currency', { length: 3 }).notNull(),
  },
  (t) => [hasEveryLanguage('countries', t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryCode: char('country_code', { length: 2 })
      .$type<CountryCode>()
      .notNull()
      .references(() => countries.code),
    /** The city's value in URLs and query strings (spec §3), unique within its country. */
    slug: text('slug').notNull(),
    name: localizedName(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** IANA zone; bookings are computed in the branch's local time. */
    timeZone: text('time_zone').notNull(),
    /** Approximate; only orders the city list, biggest first. */
    population: integer('population').notNull(),
  },
  // The unique constraint's index also serves "cities of a country" (its leading column).
  (t) => [
    unique('cities_country_slug').on(t.countryCode, t.slug),
    hasEveryLanguage('cities', t.name),
  ],
);
