// What can be booked: a two-level tree of treatment groups (Hair) and treatments (Haircut).
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasEveryLanguage, localizedName, searchTextColumn } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The group a treatment belongs to; null for a group. */
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull().unique(),
    name: localizedName(),
    /** Curated order among siblings (most asked for first); also breaks ties in suggestions. */
    position: smallint('position').notNull(),
    searchText: searchTextColumn(),
  },
  (t) => [index('categories_parent').on(t.parentId), hasEveryLanguage('categories', t.name)],
);
