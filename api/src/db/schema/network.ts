// The businesses on the marketplace: organizations (legal entities, who get paid) and their
// branches (the bookable venues).
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.js';
import type { Photo } from './columns.js';
import { currencyColumn, hasEveryLanguage, localizedText, searchTextColumn } from './columns.js';
import type { CountryCode } from './geo.js';
import { areas, cities, countries } from './geo.js';

/** How a branch takes bookings; decides where /book-now/{slug} leads (spec §2, §4). */
export const interfaceModes = ['single', 'group', 'multi'] as const;
export type InterfaceMode = (typeof interfaceModes)[number];
export const interfaceMode = pgEnum('interface_mode', interfaceModes);

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    countryCode: char('country_code', { length: 2 })
      .$type<CountryCode>()
      .notNull()
      .references(() => countries.code),
    /** The brand customers know. */
    name: text('name').notNull(),
    /** The registered company name, e.g. `Salon Lotus d.o.o.`; the payee of IPS payments. */
    legalName: text('legal_name'),
    /** Tax number (PIB in Serbia). */
    taxId: text('tax_id'),
    /**
     * Serbian current account for NBS IPS QR payments: 18 digits (bank 3 + account 13 + control 2,
     * mod 97), without dashes. Null when the organization takes no IPS payments.
     */
    ipsAccount: char('ips_account', { length: 18 }),
    /** The payee's address line as IPS shows it, e.g. `Njegoševa 45, Beograd`. */
    payeeAddress: text('payee_address'),
  },
  (t) => [
    check('organizations_ips_account', sql`${t.ipsAccount} ~ '^[0-9]{18}$'`),
    check(
      'organizations_ips_payee',
      sql`${t.ipsAccount} is null or (${t.legalName} is not null and ${t.payeeAddress} is not null)`,
    ),
  ],
);

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
    /** The district; a district of the branch's city (not enforced: areas are curated data). */
    areaId: integer('area_id').references(() => areas.id),
    /** The slugified name; the public slug appends the id. */
    nameSlug: text('name_slug').notNull(),
    /** `<name slug>-<id>` (spec §3), derived by the database so it can never disagree with id. */
    slug: text('slug')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`name_slug || '-' || id::text`),
    /** The business's own name, shown as is in every language. */
    name: text('name').notNull(),
    description: localizedText('description'),
    /** Gallery in display order; the first is the cover. */
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
    /** Street and number, in the local language. */
    address: text('address').notNull(),
    /** The address's postal code (11000); null where the business has not given one. */
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    website: text('website'),
    /** Instagram handle without `@`. */
    instagram: text('instagram'),
    interfaceMode: interfaceMode('interface_mode').notNull(),
    /** IANA zone all its schedules are read in; the city's zone unless the branch differs. */
    timeZone: text('time_zone').notNull(),
    /** Prices of its services, events and gift cards. */
    currency: currencyColumn(),
    /**
     * A customer may cancel online until this many minutes before the start; the order keeps the
     * deadline it was booked under (orders.cancellable_until).
     */
    cancellationWindowMinutes: integer('cancellation_window_minutes').notNull().default(1440),
    /** The earliest bookable start is this many minutes from now. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    /** The latest bookable day is this many days ahead. */
    bookingHorizonDays: smallint('booking_horizon_days').notNull().default(60),
    /** Offered start times fall on multiples of this many minutes after opening. */
    slotStepMinutes: smallint('slot_step_minutes').notNull().default(15),
    /**
     * Sum and count of its reviews' ratings, kept by a trigger on reviews (migration 0004) so
     * they can never disagree with the reviews; the average is derived from them.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Mean rating rounded to 2 decimals; null without reviews. */
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when review_count > 0 then round(rating_sum::numeric / review_count, 2)::double precision end`,
    ),
    /** Promoted on the start page and first in its city's listings. */
    isFeatured: boolean('is_featured').notNull().default(false),
    searchText: searchTextColumn(),
  },
  (t) => [
    index('branches_city').on(t.cityId),
    // What branch_categories refers to: a branch with its city.
    unique('branches_id_city').on(t.id, t.cityId),
    // A city's listing in search order (featured, best rated, most reviewed): the first page
    // reads the first rows instead of sorting every venue of the city.
    index('branches_city_rank').on(
      t.cityId,
      t.isFeatured.desc().nullsFirst(),
      t.ratingAverage.desc().nullsLast(),
      t.reviewCount.desc().nullsFirst(),
      t.id,
    ),
    index('branches_area').on(t.areaId),
    index('branches_organization').on(t.organizationId),
    // Suggestions match words inside the folded names (LIKE '%|sal%'): trigrams narrow a big
    // city's venues to the matching ones (at scale: 'salon' 12.6 to 4.1 ms).
    index('branches_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    // Branches near a point: a bounding box on latitude, then longitude (no PostGIS needed).
    index('branches_location').on(t.latitude, t.longitude),
    hasEveryLanguage('branches', t.description, 'description'),
    check('branches_cancellation_window', sql`${t.cancellationWindowMinutes} between 0 and 20160`),
    check('branches_min_notice', sql`${t.minNoticeMinutes} between 0 and 20160`),
    check('branches_booking_horizon', sql`${t.bookingHorizonDays} between 1 and 366`),
    check('branches_slot_step', sql`${t.slotStepMinutes} in (5, 10, 15, 20, 30, 60)`),
    check(
      'branches_rating',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
);

/** Which treatments (leaf categories) a branch offers. */
export const branchCategories = pgTable(
  'branch_categories',
  {
    branchId: integer('branch_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /**
     * The branch's city, kept equal to it by the foreign key (a moved branch moves its rows), so
     * "is X offered in this city" is one index probe however many venues the city has.
     */
    cityId: integer('city_id').notNull(),
  },
  // The primary key serves "categories of a branch"; the index serves "branches offering X" and
  // "is X offered in the city".
  (t) => [
    primaryKey({ columns: [t.branchId, t.categoryId] }),
    foreignKey({
      name: 'branch_categories_branch_fk',
      columns: [t.branchId, t.cityId],
      foreignColumns: [branches.id, branches.cityId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('branch_categories_category_city').on(t.categoryId, t.cityId),
  ],
);

/**
 * What a suggestion looks up (issue 17): every start of a word of a branch's folded names with
 * up to `namePrefixLength` characters of what follows it, so typed text is found by equality in
 * an index already in suggestion order (rank, then name) and a lookup reads only the rows it
 * shows, however many venues match. Kept by triggers on branches (migration 0015); rank 0 when
 * some name starts with the prefix, 1 when only a later word does.
 */
export const branchNamePrefixes = pgTable(
  'branch_name_prefixes',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').notNull(),
    countryCode: char('country_code', { length: 2 }).$type<CountryCode>().notNull(),
    prefix: text('prefix').notNull(),
    rank: smallint('rank').notNull(),
    /** The branch's search_text: the order within a rank (accent-insensitive alphabetical). */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.prefix] }),
    index('branch_name_prefixes_city').on(t.cityId, t.prefix, t.rank, t.searchText, t.branchId),
    index('branch_name_prefixes_country').on(
      t.countryCode,
      t.prefix,
      t.rank,
      t.searchText,
      t.branchId,
    ),
  ],
);

/** The most characters a branch_name_prefixes row holds; longer typed text is matched with LIKE. */
export const namePrefixLength = 12;
