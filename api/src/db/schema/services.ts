// What a branch sells for individual booking: its price list.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, unique } from 'drizzle-orm/pg-core';
import { categories } from './catalog.js';
import {
  currencyColumn,
  hasEveryLanguage,
  localizedName,
  localizedText,
  minorUnits,
  searchTextColumn,
} from './columns.js';
import { branches } from './network.js';

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The treatment (a leaf category) it belongs to, for search and grouping on the menu. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: localizedName(),
    description: localizedText('description'),
    /** How long a master is busy with it, unless master_services overrides it for a master. */
    durationMinutes: smallint('duration_minutes').notNull(),
    /** In minor units of `currency`; what an order is charged unless a master overrides it. */
    price: minorUnits('price').notNull(),
    /**
     * The price is a starting price, shown as "from {price}": the final one depends on length or
     * complexity and is settled at the venue. An order still records `price`.
     */
    priceIsFrom: boolean('price_is_from').notNull().default(false),
    /** The branch's currency, copied so a price is never read without its currency. */
    currency: currencyColumn(),
    /** Order on the branch's menu. */
    position: smallint('position').notNull(),
    /** Inactive services stay for past orders but are neither shown nor bookable. */
    isActive: boolean('is_active').notNull().default(true),
    searchText: searchTextColumn(),
  },
  (t) => [
    index('services_branch').on(t.branchId, t.position),
    index('services_category').on(t.categoryId),
    // The search's keyword (LIKE '%haircut%' on the folded names): at scale (100,000 services)
    // trigrams find the matching ones in 10 ms where reading them all took 150 ms. Without a
    // pending list, which only vacuum merges and PGlite never runs.
    index('services_search_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    // Lets master_services prove a master and a service belong to the same branch.
    unique('services_id_branch').on(t.id, t.branchId),
    hasEveryLanguage('services', t.name),
    hasEveryLanguage('services', t.description, 'description'),
    check('services_duration', sql`${t.durationMinutes} between 5 and 720`),
    check('services_price', sql`${t.price} >= 0`),
  ],
);
