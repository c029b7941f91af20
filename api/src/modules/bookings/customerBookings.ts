// What an order of services and a group-event booking share as "a customer's booking": the
// cancellation policy, the cancel transaction's common writes (the status, gift-card money given
// back) and the once-only review. The two differ only in their table and what a cancel frees
// (an order's time, an event's seats), which each module keeps.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { OrderStatus } from '../../db/schema/orders.js';
import { giftCardRedemptions, giftCards, reviews } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import type { Language } from '../../i18n/language.js';
import { sqlState, sqlStates } from '../../kernel/databaseErrors.js';
import type { Transaction } from '../../kernel/transactions.js';
import type { BookingReview } from './bookingSchemas.js';

/** Too late to cancel online: answered as 409 OUTSIDE_CANCELLATION_WINDOW with the deadline. */
export class OutsideCancellationWindow extends Error {
  constructor(readonly cancellableUntil: Date) {
    super('Too late to cancel online');
  }
}

/** Pending or confirmed: it still holds time or seats. */
export const isActive = (status: OrderStatus) => status === 'pending' || status === 'confirmed';

/**
 * The visit is behind the customer: completed, missed, or still active with its end passed (a
 * cancelled one never took place). Nothing is left to pay online or put in a calendar for it.
 */
export const isOver = (status: OrderStatus, endsAt: Date, now: Date) =>
  status === 'completed' || status === 'no_show' || (isActive(status) && endsAt <= now);

/** Refuses a cancel of a booking that is over or cancelled, or past its deadline. */
export function ensureCancellable(
  booking: { status: OrderStatus; cancellableUntil: Date },
  now: Date,
  noun: 'order' | 'booking',
): void {
  if (!isActive(booking.status))
    throw new ApiError(409, 'NOT_CANCELLABLE', `The ${noun} is ${booking.status}`);
  if (now >= booking.cancellableUntil)
    throw new OutsideCancellationWindow(booking.cancellableUntil);
}

/** The columns a customer's cancel writes. */
export const cancelledByCustomer = (now: Date, reason: string | undefined) => ({
  status: 'cancelled' as const,
  cancelledAt: now,
  cancelledBy: 'customer' as const,
  cancellationReason: reason ?? null,
  updatedAt: now,
});

/** Gives back what gift cards paid for the booking (each redemption once), in its transaction. */
export async function giveGiftCardMoneyBack(
  tx: Transaction,
  paidFor: { orderId: number } | { eventBookingId: number },
  now: Date,
): Promise<void> {
  const paid =
    'orderId' in paidFor
      ? eq(giftCardRedemptions.orderId, paidFor.orderId)
      : eq(giftCardRedemptions.eventBookingId, paidFor.eventBookingId);
  const redemptions = await tx
    .update(giftCardRedemptions)
    .set({ reversedAt: now })
    .where(and(paid, isNull(giftCardRedemptions.reversedAt)))
    .returning();
  for (const redemption of redemptions)
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
      .where(eq(giftCards.id, redemption.giftCardId));
}

type ReviewRow = typeof reviews.$inferSelect;

export const reviewView = (review: ReviewRow): BookingReview => ({
  rating: review.rating,
  text: review.text,
  createdAt: review.createdAt.toISOString(),
});

/** Writes the customer's review of a booking; a second one is 409 ALREADY_REVIEWED. */
export async function writeReview(
  db: Database,
  review: {
    reviewed: { orderId: number } | { eventBookingId: number };
    branchId: number;
    masterId: number | null;
    customerId: number;
    rating: number;
    text?: string | undefined;
    language: Language;
  },
): Promise<BookingReview> {
  const { reviewed, text, ...rest } = review;
  try {
    const [written] = await db
      .insert(reviews)
      .values({ ...reviewed, ...rest, text: text?.trim() || null })
      .returning();
    return reviewView(written!);
  } catch (error) {
    if (sqlState(error) === sqlStates.uniqueViolation)
      throw new ApiError(
        409,
        'ALREADY_REVIEWED',
        `This ${'orderId' in reviewed ? 'order' : 'booking'} is already reviewed`,
      );
    throw error;
  }
}
