// Moving a booked order to another time (and optionally another master): one transaction releases
// its time and takes the new one under the same no-overlap constraint as booking, so a taken time
// leaves the order exactly where it was (the transaction rolls back, its items come back).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  giftCardRedemptions,
  giftCards,
  orderItems,
  orders,
  payments,
} from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import { ApiError } from '../../http/errors.js';
import type { Transaction } from '../../kernel/transactions.js';
import { isActive, nextRevision } from '../bookings/customerBookings.js';
import { cancellableUntil } from './orderPlan.js';
import { placeOrder } from './orderPlacement.js';
import { orderMessages } from '../mail/bookingMessages.js';
import { enqueue, forgetReminders } from '../mail/outbox.js';
import { ownOrderRow } from './orderQueries.js';
import type { RescheduleOrderBody } from './orderSchemas.js';
import type { OrderRow } from './orderViews.js';

/** A move is a cancel and a booking in one: the cancellation window applies to it too. */
function ensureMovable(row: OrderRow, now: Date): void {
  if (!isActive(row.status))
    throw new ApiError(409, 'NOT_RESCHEDULABLE', `The order is ${row.status}`);
  if (now >= row.cancellableUntil)
    throw new ApiError(
      409,
      'OUTSIDE_CANCELLATION_WINDOW',
      `Online changes closed at ${row.cancellableUntil.toISOString()}`,
    );
}

/** Moves the customer's order in the given transaction; answers its id. */
export async function rescheduleOrder(
  tx: Transaction,
  customerId: number,
  guid: string,
  body: RescheduleOrderBody,
  caller: Caller,
  now: Date,
): Promise<number> {
  const row = await ownOrderRow(tx, customerId, guid, true);
  ensureMovable(row, now);
  const current = await tx
    .select({ serviceId: orderItems.serviceId, masterId: orderItems.masterId })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.startsAt), asc(orderItems.id));
  // Its own time is free to move into (10:00 → 10:30 overlaps itself).
  await tx.delete(orderItems).where(eq(orderItems.orderId, row.id));
  const items = current.map((item) => ({
    serviceId: item.serviceId,
    masterId: body.masterId === undefined ? item.masterId : body.masterId,
  }));
  const { plan } = await placeOrder(
    tx,
    { branchId: row.branchId, items, start: body.start, expectedTotal: body.expectedTotal },
    caller,
    now,
    (savepoint, { planned }) =>
      savepoint.insert(orderItems).values(planned.map((p) => ({ ...p, orderId: row.id }))),
  );
  if (plan.total !== row.total) await reprice(tx, row, plan.total, now);
  await tx
    .update(orders)
    .set({
      startsAt: plan.startsAt,
      endsAt: plan.planned.at(-1)!.endsAt,
      cancellableUntil: cancellableUntil(plan.branch, plan.startsAt),
      total: plan.total,
      giftCardAmount: Math.min(row.giftCardAmount, plan.total),
      updatedAt: now,
      revision: nextRevision,
    })
    .where(eq(orders.id, row.id));
  await forgetReminders(tx, row.guid);
  await enqueue(
    tx,
    await orderMessages(tx, row.id, 'visit.moved', {
      previousStartsAt: row.startsAt.toISOString(),
    }),
  );
  return row.id;
}

/**
 * The moved order costs `total` now (another master's price). A paid order keeps its price; a
 * pending payment of the old amount is expired (paying asks for a new one); gift card money above
 * the new total goes back onto the card.
 */
async function reprice(tx: Transaction, row: OrderRow, total: number, now: Date): Promise<void> {
  const held = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, row.id));
  if (held.some((payment) => payment.status === 'paid'))
    throw new ApiError(
      409,
      'PRICE_FIXED',
      'A paid booking keeps its price: choose a master at the same price',
    );
  await tx
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')));
  let excess = row.giftCardAmount - total;
  if (excess <= 0) return;
  const redemptions = await tx
    .select()
    .from(giftCardRedemptions)
    .where(and(eq(giftCardRedemptions.orderId, row.id), isNull(giftCardRedemptions.reversedAt)))
    .orderBy(asc(giftCardRedemptions.id));
  for (const redemption of redemptions) {
    if (excess <= 0) break;
    const back = Math.min(excess, redemption.amount);
    excess -= back;
    await tx
      .update(giftCardRedemptions)
      .set(back === redemption.amount ? { reversedAt: now } : { amount: redemption.amount - back })
      .where(eq(giftCardRedemptions.id, redemption.id));
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${back}` })
      .where(eq(giftCards.id, redemption.giftCardId));
  }
}
