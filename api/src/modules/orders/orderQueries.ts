// Writing and reading orders: book (orderPlacement.ts places the items), read, cancel, review.
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { giftCardRedemptions, orderItems, orders } from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import type { Language } from '../../i18n/language.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import type { BookingReview } from '../bookings/bookingSchemas.js';
import {
  cancelledByCustomer,
  ensureCancellable,
  giveGiftCardMoneyBack,
  writeReview,
} from '../bookings/customerBookings.js';
import { redeemGiftCard } from '../gifts/giftCardRedemption.js';
import { cancellableUntil } from './orderPlan.js';
import { placeOrder } from './orderPlacement.js';
import { type BookingLimits, ensureWithinBookingLimits } from '../bookings/bookingLimits.js';
import { orderMessages } from '../mail/bookingMessages.js';
import { enqueue, forgetReminders } from '../mail/outbox.js';
import type { CreateOrderBody, Order } from './orderSchemas.js';
import { isReviewable, type OrderRow, viewsOf } from './orderViews.js';

/** Books an order in the given transaction, within the customer's limits; answers its id. */
export async function createOrder(
  tx: Transaction,
  customerId: number,
  body: CreateOrderBody,
  caller: Caller,
  now: Date,
  limits: BookingLimits,
): Promise<number> {
  await ensureWithinBookingLimits(tx, customerId, body.branchId, limits, now);
  const { plan, written: orderId } = await placeOrder(
    tx,
    body,
    caller,
    now,
    async (savepoint, { branch, startsAt, planned, total }) => {
      const [order] = await savepoint
        .insert(orders)
        .values({
          customerId,
          branchId: branch.id,
          status: 'confirmed',
          startsAt,
          endsAt: planned.at(-1)!.endsAt,
          cancellableUntil: cancellableUntil(branch, startsAt),
          total,
          currency: branch.currency,
          contactName: body.contact.name,
          contactPhone: body.contact.phone,
          contactEmail: body.contact.email ?? null,
          comment: body.comment ?? null,
          language: caller.language,
          // The request's clock, as its moves and cancellation use.
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      await savepoint.insert(orderItems).values(planned.map((p) => ({ ...p, orderId: order!.id })));
      return order!.id;
    },
  );
  const { branch, total } = plan;
  const redemption = body.giftCardCode
    ? await redeemGiftCard(tx, body.giftCardCode, branch, total, now)
    : undefined;
  if (redemption) {
    await tx
      .update(orders)
      .set({ giftCardAmount: redemption.amount })
      .where(eq(orders.id, orderId));
    await tx.insert(giftCardRedemptions).values({
      giftCardId: redemption.giftCardId,
      orderId,
      amount: redemption.amount,
    });
  }
  await enqueue(tx, await orderMessages(tx, orderId, 'visit.booked'));
  return orderId;
}

export async function ownOrderRow(
  db: Queryable,
  customerId: number,
  guid: string,
  lock = false,
): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.guid, guid), eq(orders.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Unknown order ${guid}`);
  return row;
}

export async function orderViewById(db: Queryable, id: number, language: Language, now: Date) {
  const rows = await db.select().from(orders).where(eq(orders.id, id));
  const [view] = await viewsOf(db, rows, language, now);
  return view!;
}

export async function ownOrderView(
  db: Queryable,
  customerId: number,
  guid: string,
  language: Language,
): Promise<Order> {
  const row = await ownOrderRow(db, customerId, guid);
  const [view] = await viewsOf(db, [row], language, new Date());
  return view!;
}

export async function ownOrders(
  db: Database,
  customerId: number,
  when: 'upcoming' | 'past',
  limit: number,
  language: Language,
): Promise<Order[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        when === 'upcoming' ? gte(orders.startsAt, now) : lt(orders.startsAt, now),
      ),
    )
    .orderBy(when === 'upcoming' ? asc(orders.startsAt) : desc(orders.startsAt))
    .limit(limit);
  return viewsOf(db, rows, language, now);
}

/** Cancels the customer's order, frees its time and gives back gift card money. */
export async function cancelOrder(
  db: Database,
  customerId: number,
  guid: string,
  reason: string | undefined,
  language: Language,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await ownOrderRow(tx, customerId, guid, true);
    ensureCancellable(row, now, 'order');
    await tx.update(orders).set(cancelledByCustomer(now, reason)).where(eq(orders.id, row.id));
    // Inactive items no longer hold the masters' time (the no-overlap constraint skips them).
    await tx.update(orderItems).set({ active: false }).where(eq(orderItems.orderId, row.id));
    await giveGiftCardMoneyBack(tx, { orderId: row.id }, now);
    await forgetReminders(tx, row.guid);
    await enqueue(tx, await orderMessages(tx, row.id, 'visit.cancelled'));
    return orderViewById(tx, row.id, language, now);
  });
}

/** Reviews the customer's finished order, once. */
export async function reviewOrder(
  db: Database,
  customerId: number,
  guid: string,
  review: { rating: number; text?: string | undefined },
  language: Language,
): Promise<BookingReview> {
  const now = new Date();
  const row = await ownOrderRow(db, customerId, guid);
  if (!isReviewable(row, now))
    throw new ApiError(409, 'NOT_REVIEWABLE', 'Only a finished visit can be reviewed');
  const [first] = await db
    .select({ masterId: orderItems.masterId })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.startsAt))
    .limit(1);
  return writeReview(db, {
    ...review,
    reviewed: { orderId: row.id },
    branchId: row.branchId,
    masterId: first?.masterId ?? null,
    customerId,
    language,
  });
}
