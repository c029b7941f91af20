// The businesses on the marketplace: organizations and their branches (the bookable venues).
import { sql } from 'drizzle-orm';
import {
  char,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.js';
import { searchTextColumn } from './columns.js';
import type { CountryCode } from './geo.js';
import { cities, countries } from './geo.js';

/** How a branch takes bookings; decides where /book-now/{slug} leads (spec §2, §4). */
export const interfaceModes = ['single', 'group', 'multi'] as const;
export type InterfaceMode = (typeof interfaceModes)[number];
export const interfaceMode = pgEnum('interface_mode', interfaceModes);

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  countryCode: char('country_code', { length: 2 })
    .$type<CountryCode>()
    .notNull()
    .references(() => countries.code),
  name: text('name').notNull(),
});

export const branches = pgTable(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** The slugified name; the public slug appends the id. */
    nameSlug: text('name_slug').notNull(),
    /** `<name slug>-<id>` (spec §3), derived by the database so it can never disagree with id. */
    slug: text('slug')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`name_slug || '-' || id::text`),
    /** The business's own name, shown as is in every language. */
    name: text('name').notNull(),
    /** Street and number, in the local language. */
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    interfaceMode: interfaceMode('interface_mode').notNull(),
    searchText: searchTextColumn(),
  },
  (t) => [index('branches_city').on(t.cityId), index('branches_organization').on(t.organizationId)],
);

/** Which treatments (leaf categories) a branch offers. */
export const branchCategories = pgTable(
  'branch_categories',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  // The primary key serves "categories of a branch"; the index serves "branches offering X".
  (t) => [
    primaryKey({ columns: [t.branchId, t.categoryId] }),
    index('branch_categories_category').on(t.categoryId),
  ],
);
