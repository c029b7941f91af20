// Online payments. The only method is the NBS IPS QR code of Serbian banks (the customer scans it
// in their banking app): it needs the payee's 18-digit account (organizations.ips_account).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, currencyColumn, instant, minorUnits } from './columns.js';
import { eventBookings } from './events.js';
import { giftCards } from './giftCards.js';
import { orders } from './orders.js';

export const paymentMethods = ['ips_qr'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethod = pgEnum('payment_method', paymentMethods);

export const paymentStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatus = pgEnum('payment_status', paymentStatuses);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Exactly one of the three: what is being paid for. */
    orderId: integer('order_id').references(() => orders.id),
    eventBookingId: integer('event_booking_id').references(() => eventBookings.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    method: paymentMethod('method').notNull(),
    /** In minor units; IPS shows it as e.g. `RSD3500,00`. */
    amount: minorUnits('amount').notNull(),
    currency: currencyColumn(),
    status: paymentStatus('status').notNull().default('pending'),
    /** The payment reference ("poziv na broj", e.g. model 97) matching the bank transfer to it. */
    reference: text('reference').notNull().unique(),
    /** The NBS IPS QR string the QR code encodes (`K:PR|V:01|C:1|R:…|N:…|I:RSD…|SF:…|S:…|RO:…`). */
    payload: text('payload').notNull(),
    createdAt: createdAt(),
    /** After this a pending payment is expired and a new one must be made. */
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    index('payments_event_booking').on(t.eventBookingId),
    index('payments_gift_card').on(t.giftCardId),
    // At most one pending payment per thing paid for: a second "pay" reuses or expires it.
    uniqueIndex('payments_order_pending')
      .on(t.orderId)
      .where(sql`status = 'pending'`),
    uniqueIndex('payments_event_booking_pending')
      .on(t.eventBookingId)
      .where(sql`status = 'pending'`),
    uniqueIndex('payments_gift_card_pending')
      .on(t.giftCardId)
      .where(sql`status = 'pending'`),
    check(
      'payments_target',
      sql`num_nonnulls(${t.orderId}, ${t.eventBookingId}, ${t.giftCardId}) = 1`,
    ),
    check('payments_amount', sql`${t.amount} > 0`),
    check('payments_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
