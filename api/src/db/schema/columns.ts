// Column shapes shared by several tables.
import { sql } from 'drizzle-orm';
import { check, jsonb, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language.js';

/** A name in every answer language, stored as one jsonb object {en, sr, ru}. */
export const localizedName = () => jsonb('name').$type<LocalizedText>().notNull();

/** Refuses a name that lacks one of the answer languages. */
export const hasEveryLanguage = (table: string, column: AnyPgColumn) =>
  check(`${table}_name_languages`, sql`${column} ?& array['en', 'sr', 'ru']`);

/**
 * Folded names for case- and accent-insensitive LIKE search, written from the names through
 * searchText() (text/searchText.ts) whenever a row is written.
 */
export const searchTextColumn = () => text('search_text').notNull();
