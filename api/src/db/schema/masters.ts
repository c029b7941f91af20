// The specialists ("masters", spec §2) who perform services, and which services each performs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { Photo } from './columns.js';
import { hasEveryLanguage, localizedText, minorUnits } from './columns.js';
import { branches } from './network.js';
import { services } from './services.js';

export const masters = pgTable(
  'masters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The person's name as they write it, the same in every language. */
    name: text('name').notNull(),
    photo: jsonb('photo').$type<Photo>(),
    /** Job title, e.g. "Senior stylist". */
    title: localizedText('title').notNull(),
    bio: localizedText('bio'),
    /** Order on the branch's team list. */
    position: smallint('position').notNull(),
    /** Inactive masters stay for past orders but are neither shown nor bookable. */
    isActive: boolean('is_active').notNull().default(true),
    /** Kept by the reviews trigger like branches.rating_sum / review_count. */
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`case when review_count > 0 then round(rating_sum::numeric / review_count, 2)::double precision end`,
    ),
  },
  (t) => [
    index('masters_branch').on(t.branchId, t.position),
    unique('masters_id_branch').on(t.id, t.branchId),
    hasEveryLanguage('masters', t.title, 'title'),
    hasEveryLanguage('masters', t.bio, 'bio'),
    check(
      'masters_rating',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
);

/**
 * Which services a master performs. A master may take longer or charge more than the service's
 * defaults (a senior stylist); null overrides mean the service's own duration and price.
 */
export const masterServices = pgTable(
  'master_services',
  {
    masterId: integer('master_id').notNull(),
    serviceId: integer('service_id').notNull(),
    /** Both must belong to this branch (enforced by the two foreign keys). */
    branchId: integer('branch_id').notNull(),
    durationMinutes: smallint('duration_minutes'),
    price: minorUnits('price'),
  },
  // The primary key serves "services of a master"; the indexes "masters for a service" and a
  // company page's team with what each performs (a scan of every venue's pairs at scale).
  (t) => [
    primaryKey({ columns: [t.masterId, t.serviceId] }),
    index('master_services_service').on(t.serviceId),
    index('master_services_branch').on(t.branchId),
    foreignKey({
      name: 'master_services_master_fk',
      columns: [t.masterId, t.branchId],
      foreignColumns: [masters.id, masters.branchId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'master_services_service_fk',
      columns: [t.serviceId, t.branchId],
      foreignColumns: [services.id, services.branchId],
    }).onDelete('cascade'),
    check('master_services_duration', sql`${t.durationMinutes} between 5 and 720`),
    check('master_services_price', sql`${t.price} >= 0`),
  ],
);
