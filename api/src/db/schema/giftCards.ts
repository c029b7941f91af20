// Gift cards (/book-now/{slug}/gifts): prepaid credit at one organization, spent on bookings.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, currencyColumn, instant, minorUnits } from './columns.js';
import { customers } from './customers.js';
import { eventBookings } from './events.js';
import { branches, organizations } from './network.js';
import { orders } from './orders.js';

/**
 * pending: bought but not paid yet; active: spendable while balance > 0 and now < expires_at;
 * cancelled: void. "Expired" and "used up" are derived from expires_at and balance, not stored,
 * so no job has to flip them.
 */
export const giftCardStatuses = ['pending', 'active', 'cancelled'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];
export const giftCardStatus = pgEnum('gift_card_status', giftCardStatuses);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /**
     * `TERM-XXXX-XXXX` from an alphabet without look-alikes (no 0/O, 1/I/L), stored upper case;
     * normalize what a customer types (trim, upper case) before looking it up.
     */
    code: text('code').notNull().unique(),
    /** Valid at every branch of the organization … */
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** … or, when set, only at this one of its branches. */
    branchId: integer('branch_id').references(() => branches.id),
    /** In minor units. */
    initialAmount: minorUnits('initial_amount').notNull(),
    /**
     * What is left. Spend with `update … set balance = balance - $x where id = $id` in the
     * booking's transaction: the CHECK refuses an overdraft (23514) even under concurrency.
     */
    balance: minorUnits('balance').notNull(),
    currency: currencyColumn(),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /**
     * The day (at the branch) the card is e-mailed to recipient_email, chosen by the buyer; null:
     * as soon as it is paid. Set only with a recipient_email.
     */
    sendOn: date('send_on', { mode: 'string' }),
    status: giftCardStatus('status').notNull().default('pending'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_cards_organization').on(t.organizationId),
    index('gift_cards_buyer').on(t.buyerCustomerId),
    check('gift_cards_code', sql`${t.code} ~ '^TERM-[0-9A-Z]{4}-[0-9A-Z]{4}$'`),
    check('gift_cards_initial_amount', sql`${t.initialAmount} > 0`),
    check('gift_cards_balance', sql`${t.balance} between 0 and ${t.initialAmount}`),
    check('gift_cards_send_on', sql`${t.sendOn} is null or ${t.recipientEmail} is not null`),
  ],
);

/** Money taken from a gift card for one order or event booking. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id').references(() => orders.id),
    eventBookingId: integer('event_booking_id').references(() => eventBookings.id),
    /** In minor units of the card's currency. */
    amount: minorUnits('amount').notNull(),
    createdAt: createdAt(),
    /** Set when the booking is cancelled and the amount goes back onto the card. */
    reversedAt: instant('reversed_at'),
  },
  (t) => [
    index('gift_card_redemptions_card').on(t.giftCardId),
    index('gift_card_redemptions_order').on(t.orderId),
    index('gift_card_redemptions_event_booking').on(t.eventBookingId),
    check('gift_card_redemptions_amount', sql`${t.amount} > 0`),
    check(
      'gift_card_redemptions_booking',
      sql`num_nonnulls(${t.orderId}, ${t.eventBookingId}) = 1`,
    ),
  ],
);
