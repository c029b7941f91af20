// Column shapes and conventions shared by several tables.
//
// - Money is an integer count of the currency's minor unit (para, cent, fening, kopeck: 1/100 of a
//   dinar, euro, mark or rouble), never a float. 3 500 RSD is stored as 350000.
// - Instants are timestamptz. Weekly schedules are minutes after local midnight (0–1440) on an
//   ISO weekday (1 = Monday … 7 = Sunday), read in the branch's own time zone; calendar days off
//   are `date`s in that zone.
// - Localized text is one jsonb object {en, sr, ru}; Serbian is written in Latin script.
import { sql } from 'drizzle-orm';
import { char, check, integer, jsonb, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language.js';

/** Currencies prices are kept in (ISO 4217); every one of them has a minor unit of 1/100. */
export const currencies = ['RSD', 'EUR', 'BAM', 'RUB'] as const;
export type Currency = (typeof currencies)[number];

/** A text in every answer language, stored as one jsonb object {en, sr, ru}. */
export const localizedText = (column: string) => jsonb(column).$type<LocalizedText>();

/** A name in every answer language. */
export const localizedName = () => localizedText('name').notNull();

/**
 * Refuses a text that lacks one of the answer languages. A null column passes, so it also guards
 * optional texts. `label` names the constraint (`<table>_<label>_languages`).
 */
export const hasEveryLanguage = (table: string, column: AnyPgColumn, label = 'name') =>
  check(`${table}_${label}_languages`, sql`${column} ?& array['en', 'sr', 'ru']`);

/**
 * Folded names for case- and accent-insensitive LIKE search, written from the names through
 * searchText() (text/searchText.ts) whenever a row is written.
 */
export const searchTextColumn = () => text('search_text').notNull();

/** An amount of money in minor units (see the top of this file). */
export const minorUnits = (column: string) => integer(column);

export const currencyColumn = (column = 'currency') =>
  char(column, { length: 3 }).$type<Currency>().notNull();

/** An instant. */
export const instant = (column: string) => timestamp(column, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

/** ISO weekday, 1 = Monday … 7 = Sunday (Serbian and Russian weeks start on Monday, spec §9). */
export const weekday = () => smallint('weekday').notNull();

/** Minutes after local midnight, 0–1440. */
export const minuteOfDay = (column: string) => smallint(column).notNull();

/** A weekly interval [starts, ends) on one weekday, within one day. */
export const isWeeklyInterval = (
  name: string,
  day: AnyPgColumn,
  starts: AnyPgColumn,
  ends: AnyPgColumn,
) =>
  check(
    name,
    sql`${day} between 1 and 7 and ${starts} >= 0 and ${starts} < ${ends} and ${ends} <= 1440`,
  );

/** An image as stored: a path on the assets host (served through the image proxy, spec §9). */
export interface Photo {
  readonly url: string;
  readonly alt: LocalizedText;
  readonly width: number;
  readonly height: number;
}
