// Reviews: only a customer who booked can review, once per order or event booking.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customers, language } from './customers.js';
import { eventBookings } from './events.js';
import { masters } from './masters.js';
import { branches } from './network.js';
import { orders } from './orders.js';

/**
 * Writing, changing or deleting a review updates rating_sum and review_count of its branch and
 * master through a trigger (migration 0004), so listings read a consistent average without
 * aggregating reviews.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Exactly one of order_id and event_booking_id; each can be reviewed once. */
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventBookingId: integer('event_booking_id')
      .unique()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    /** Copied from the order or event so listings need no join. */
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** The master the review is about (the order's first item's master, or the event's host). */
    masterId: integer('master_id').references(() => masters.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 1–5 stars. */
    rating: smallint('rating').notNull(),
    /** Optional; a rating alone is a review too. */
    text: text('text'),
    /** The language the text is written in (usually the customer's). */
    language: language('language').notNull(),
    /** The venue's public answer, in the review's language. */
    replyText: text('reply_text'),
    repliedAt: instant('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_branch').on(t.branchId, t.createdAt),
    index('reviews_master').on(t.masterId, t.createdAt),
    index('reviews_customer').on(t.customerId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    check('reviews_booking', sql`num_nonnulls(${t.orderId}, ${t.eventBookingId}) = 1`),
    check('reviews_reply', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
  ],
);
