// Where the marketplace operates: project countries, the cities offered in each and their
// districts; plus the world's telephone country codes for phone inputs.
import { sql } from 'drizzle-orm';
import { char, check, doublePrecision, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { hasEveryLanguage, localizedName, searchTextColumn } from './columns.js';

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

/** A city district, the `{area}` of `/bt/{type}/{article}/{city}/{area}` (spec §2). */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** Unique within its city. */
    slug: text('slug').notNull(),
    name: localizedName(),
    /** The district's centre, for a map and for placing a branch in its nearest district. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    searchText: searchTextColumn(),
  },
  // The unique constraint's index also serves "areas of a city".
  (t) => [unique('areas_city_slug').on(t.cityId, t.slug), hasEveryLanguage('areas', t.name)],
);

/** Telephone country codes for phone inputs, keyed by ISO 3166-1 alpha-2 (spec §3). */
export const dialCodes = pgTable(
  'dial_codes',
  {
    code: char('code', { length: 2 }).primaryKey(),
    name: localizedName(),
    /** `+` and the digits, e.g. `+381`; North American territories carry their area code. */
    dialCode: text('dial_code').notNull(),
    /** The flag, made of the two regional indicator letters of the code. */
    emoji: text('emoji').notNull(),
  },
  (t) => [
    hasEveryLanguage('dial_codes', t.name),
    check('dial_codes_dial_code', sql`${t.dialCode} ~ '^[+][0-9]{1,4}$'`),
  ],
);
