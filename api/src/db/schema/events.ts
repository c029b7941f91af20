// Group events (classes, workshops) of group-mode branches and the seats customers book on them.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.js';
import type { Photo } from './columns.js';
import {
  createdAt,
  currencyColumn,
  hasEveryLanguage,
  instant,
  localizedText,
  minorUnits,
} from './columns.js';
import { customers, language } from './customers.js';
import { masters } from './masters.js';
import { branches } from './network.js';
import type { CancellationParty } from './orders.js';
import { orderStatus } from './orders.js';

/** Whether it takes place; "past" is derived from starts_at, never stored. */
export const eventStatuses = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventStatus = pgEnum('event_status', eventStatuses);

export const groupEvents = pgTable(
  'group_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The treatment it belongs to (yoga, pilates …). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** Who leads it. */
    masterId: integer('master_id').references(() => masters.id, { onDelete: 'set null' }),
    title: localizedText('title').notNull(),
    description: localizedText('description'),
    image: jsonb('image').$type<Photo>(),
    startsAt: instant('starts_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    capacity: smallint('capacity').notNull(),
    /**
     * Seats of its bookings that are not cancelled, kept by a trigger on event_bookings
     * (migration 0004). The CHECK seats_taken <= capacity makes an overselling booking fail with
     * SQLSTATE 23514 (check_violation, constraint group_events_seats); the trigger's UPDATE locks
     * the event row, so concurrent bookings queue instead of racing.
     */
    seatsTaken: smallint('seats_taken').notNull().default(0),
    /** Per seat, in minor units. */
    price: minorUnits('price').notNull(),
    currency: currencyColumn(),
    status: eventStatus('status').notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_events_branch').on(t.branchId, t.startsAt),
    index('group_events_category').on(t.categoryId, t.startsAt),
    hasEveryLanguage('group_events', t.title, 'title'),
    hasEveryLanguage('group_events', t.description, 'description'),
    check('group_events_duration', sql`${t.durationMinutes} between 5 and 1440`),
    check('group_events_capacity', sql`${t.capacity} between 1 and 1000`),
    check('group_events_seats', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('group_events_price', sql`${t.price} >= 0`),
  ],
);

/** Seats on one event; the group-mode counterpart of an order (same statuses). */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public id (the orderGuid of /group/{eventId}/overview/{orderGuid}, spec §2). */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => groupEvents.id),
    /** Null for a guest checkout. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    seats: smallint('seats').notNull(),
    status: orderStatus('status').notNull(),
    /** seats × the event's price when booked, in minor units. */
    total: minorUnits('total').notNull(),
    currency: currencyColumn(),
    giftCardAmount: minorUnits('gift_card_amount').notNull().default(0),
    amountDue: minorUnits('amount_due')
      .notNull()
      .generatedAlwaysAs(sql`total - gift_card_amount`),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    comment: text('comment'),
    language: language('language').notNull().default('en'),
    /** The event's start minus the branch's cancellation window when booked. */
    cancellableUntil: instant('cancellable_until').notNull(),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The calendar file's SEQUENCE: one more with each change a calendar must take (moved, cancelled, paid). */
    revision: integer('revision').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<CancellationParty>(),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    index('event_bookings_event').on(t.eventId),
    index('event_bookings_customer').on(t.customerId, t.createdAt),
    check('event_bookings_seats', sql`${t.seats} between 1 and 20`),
    check('event_bookings_total', sql`${t.total} >= 0`),
    check('event_bookings_gift_card_amount', sql`${t.giftCardAmount} between 0 and ${t.total}`),
    check(
      'event_bookings_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelledBy} is not null)`,
    ),
    check(
      'event_bookings_cancelled_by',
      sql`${t.cancelledBy} in ('customer', 'business', 'system')`,
    ),
  ],
);
