// Individual bookings: an order of one or more services at one branch, each item a master's time.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currencyColumn, instant, minorUnits } from './columns.js';
import { customers, language } from './customers.js';
import { masters } from './masters.js';
import { branches } from './network.js';
import { services } from './services.js';

/**
 * pending: awaits payment or the venue's confirmation; confirmed: booked; completed and no_show:
 * the visit is over; cancelled: by the customer, the venue or the system. Event bookings share it.
 */
export const orderStatuses = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatus = pgEnum('order_status', orderStatuses);

export const cancellationParties = ['customer', 'business', 'system'] as const;
export type CancellationParty = (typeof cancellationParties)[number];

/** A tstzrange read as its text form; write starts_at/ends_at and let the database derive it. */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The public id (orderGuid, spec §3); the integer id never leaves the api. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** Null for a guest checkout, identified by the contact fields. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: orderStatus('status').notNull(),
    /** The span of its items: the first start and the last end. */
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /**
     * The customer may cancel online until then: starts_at minus the branch's cancellation
     * window when booked, kept so a later policy change does not alter a booked order.
     */
    cancellableUntil: instant('cancellable_until').notNull(),
    /** Sum of the items' prices, in minor units. */
    total: minorUnits('total').notNull(),
    currency: currencyColumn(),
    /** Paid with gift cards (gift_card_redemptions); the rest is due at the venue or by IPS. */
    giftCardAmount: minorUnits('gift_card_amount').notNull().default(0),
    amountDue: minorUnits('amount_due')
      .notNull()
      .generatedAlwaysAs(sql`total - gift_card_amount`),
    contactName: text('contact_name').notNull(),
    /** E.164. */
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    /** The customer's note to the venue. */
    comment: text('comment'),
    /** Language of the confirmation and reminders. */
    language: language('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The calendar file's SEQUENCE: one more with each change a calendar must take (moved, cancelled, paid). */
    revision: integer('revision').notNull().default(0),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<CancellationParty>(),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    index('orders_customer').on(t.customerId, t.startsAt),
    index('orders_branch').on(t.branchId, t.startsAt),
    // The reminders' scan: confirmed visits starting within the next day.
    index('orders_confirmed_start')
      .on(t.startsAt)
      .where(sql`status = 'confirmed'`),
    check('orders_span', sql`${t.endsAt} > ${t.startsAt}`),
    check('orders_total', sql`${t.total} >= 0`),
    check('orders_gift_card_amount', sql`${t.giftCardAmount} between 0 and ${t.total}`),
    check(
      'orders_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelledBy} is not null)`,
    ),
    check('orders_cancelled_by', sql`${t.cancelledBy} in ('customer', 'business', 'system')`),
  ],
);

/**
 * One service by one master at one time. THE rule: two active items of one master never overlap.
 * Migration 0003 adds `EXCLUDE USING gist (master_id WITH =, during WITH &&) WHERE (active)`; an
 * insert that would double-book fails with SQLSTATE 23P01 (exclusion_violation). Ranges are
 * half-open, so 10:00–10:30 and 10:30–11:00 fit. Cancelling an order must set its items' active
 * to false in the same transaction, which frees the time. The constraint's GiST index also serves
 * "items of these masters in this period" (filter on active too, so the partial index applies).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    masterId: integer('master_id')
      .notNull()
      .references(() => masters.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** [starts_at, ends_at), derived; what the exclusion constraint compares. */
    during: tstzrange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    /** Charged for this item (the master's price when they override it), in minor units. */
    price: minorUnits('price').notNull(),
    /** False once the order is cancelled: the time is free again. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('order_items_order').on(t.orderId),
    check('order_items_span', sql`${t.endsAt} > ${t.startsAt}`),
    check('order_items_price', sql`${t.price} >= 0`),
  ],
);

/**
 * Idempotency-Key of mutations (order creation first; architecture.md): the first answer given for
 * a key, written in the same transaction as the work it answers (kernel/idempotency.ts).
 * A key in flight has no row yet: a transaction-scoped advisory lock on it stands for the claim, so
 * a request that dies leaves nothing behind.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What the key guards, e.g. `orders.create`, so one key value cannot cross operations. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Null for a guest; keys are then unique among guests of the scope. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the canonical request payload. */
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /** After this the key may be deleted and reused. */
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    unique('idempotency_keys_key').on(t.scope, t.customerId, t.key).nullsNotDistinct(),
    index('idempotency_keys_expires').on(t.expiresAt),
    check('idempotency_keys_key_length', sql`length(${t.key}) between 1 and 255`),
  ],
);
