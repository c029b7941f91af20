// Writing and reading orders. The exclusion constraint order_items_no_overlap is the last word on
// double booking (a clash is 23P01 → SLOT_TAKEN); the checks before it only pick a master for "any"
// and tell an impossible time (SLOT_UNAVAILABLE) from a taken one.
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  branches,
  giftCardRedemptions,
  giftCards,
  masters,
  orderItems,
  orders,
  reviews,
  services,
} from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import type { Language } from '../../i18n/language.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { BranchRow, Queryable, Transaction } from '../availability/availabilityQueries.js';
import { minute, planOrder, priceChanged, slotTaken } from './orderPlan.js';
import type { CreateOrderBody, Order, OrderReview } from './orderSchemas.js';

/** The SQLSTATE of a failed query, however the driver wraps it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const giftCardInvalid = (message: string) => new ApiError(422, 'GIFT_CARD_INVALID', message);

/**
 * What a gift card can pay of `total` at the branch now (GIFT_CARD_INVALID when it cannot be
 * used there at all), and the card; `lock` holds its row until the transaction ends (to spend it).
 */
export async function giftCardShare(
  db: Queryable,
  code: string,
  branch: BranchRow,
  total: number,
  now: Date,
  lock = false,
) {
  const query = db.select().from(giftCards).where(eq(giftCards.code, code.trim().toUpperCase()));
  const [card] = await (lock ? query.for('update') : query);
  if (!card) throw giftCardInvalid('Unknown gift card');
  if (card.status !== 'active') throw giftCardInvalid('The gift card is not active');
  if (card.expiresAt <= now) throw giftCardInvalid('The gift card has expired');
  if (card.organizationId !== branch.organizationId || (card.branchId ?? branch.id) !== branch.id)
    throw giftCardInvalid('The gift card is not valid at this branch');
  if (card.currency !== branch.currency)
    throw giftCardInvalid('The gift card is in another currency');
  if (card.balance <= 0) throw giftCardInvalid('The gift card is used up');
  return { giftCardId: card.id, amount: Math.min(card.balance, total) };
}

async function redeemGiftCard(
  tx: Transaction,
  code: string,
  branch: BranchRow,
  total: number,
  now: Date,
): Promise<{ giftCardId: number; amount: number } | undefined> {
  const share = await giftCardShare(tx, code, branch, total, now, true);
  if (share.amount === 0) return undefined;
  try {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${share.amount}` })
      .where(eq(giftCards.id, share.giftCardId));
  } catch (error) {
    if (sqlState(error) === '23514') throw giftCardInvalid('The gift card balance is too low');
    throw error;
  }
  return share;
}

/** Books an order in the given transaction; answers its id. */
export async function createOrder(
  tx: Transaction,
  customerId: number,
  body: CreateOrderBody,
  caller: Caller,
  now: Date,
): Promise<number> {
  const anyMaster = body.items.some((i) => i.masterId === null);
  // A clash (23P01) with "any" items re-plans with fresh busy time: another free master may fit.
  for (let attempt = 1; ; attempt += 1) {
    const { branch, startsAt, planned, total, masterCount } = await planOrder(
      tx,
      body,
      caller,
      now,
    );
    // The customer confirmed a price (the checkout's quote): a different one is never booked.
    if (body.expectedTotal !== undefined && body.expectedTotal !== total)
      throw priceChanged(total, branch.currency);
    const endsAt = planned.at(-1)!.endsAt;
    let orderId: number;
    try {
      // A savepoint, so a clash leaves the transaction usable for another attempt.
      orderId = await tx.transaction(async (savepoint) => {
        const [order] = await savepoint
          .insert(orders)
          .values({
            customerId,
            branchId: branch.id,
            status: 'confirmed',
            startsAt,
            endsAt,
            cancellableUntil: new Date(
              startsAt.getTime() - branch.cancellationWindowMinutes * minute,
            ),
            total,
            currency: branch.currency,
            contactName: body.contact.name,
            contactPhone: body.contact.phone,
            contactEmail: body.contact.email ?? null,
            comment: body.comment ?? null,
            language: caller.language,
          })
          .returning({ id: orders.id });
        await savepoint
          .insert(orderItems)
          .values(planned.map((p) => ({ ...p, orderId: order!.id })));
        return order!.id;
      });
    } catch (error) {
      if (sqlState(error) !== '23P01') throw error;
      // Each clash means one more master was taken by a concurrent booking, so there is no point
      // in more attempts than the branch has masters for these services.
      if (anyMaster && attempt < masterCount) continue;
      throw slotTaken();
    }
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
    return orderId;
  }
}

type OrderRow = typeof orders.$inferSelect;

async function viewsOf(
  db: Queryable,
  rows: readonly OrderRow[],
  language: Language,
  now: Date,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db
    .select({
      orderId: orderItems.orderId,
      serviceId: orderItems.serviceId,
      serviceName: services.name,
      masterId: orderItems.masterId,
      masterName: masters.name,
      startsAt: orderItems.startsAt,
      endsAt: orderItems.endsAt,
      price: orderItems.price,
    })
    .from(orderItems)
    .innerJoin(services, eq(services.id, orderItems.serviceId))
    .innerJoin(masters, eq(masters.id, orderItems.masterId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.startsAt), asc(orderItems.id));
  const branchRows = await db
    .select()
    .from(branches)
    .where(inArray(branches.id, [...new Set(rows.map((r) => r.branchId))]));
  const reviewRows = await db.select().from(reviews).where(inArray(reviews.orderId, ids));
  const branchOf = new Map(branchRows.map((b) => [b.id, b]));
  const reviewOf = new Map(reviewRows.map((r) => [r.orderId, r]));
  return rows.map((row): Order => {
    const branch = branchOf.get(row.branchId)!;
    const review = reviewOf.get(row.id);
    const reviewView: OrderReview | null = review
      ? { rating: review.rating, text: review.text, createdAt: review.createdAt.toISOString() }
      : null;
    const open = row.status === 'pending' || row.status === 'confirmed';
    return {
      guid: row.guid,
      status: row.status,
      branch: {
        id: branch.id,
        slug: branch.slug,
        name: branch.name,
        address: branch.address,
        timeZone: branch.timeZone,
      },
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      cancellableUntil: row.cancellableUntil.toISOString(),
      canCancel: open && now < row.cancellableUntil,
      canReview: isReviewable(row, now) && !review,
      total: row.total,
      giftCardAmount: row.giftCardAmount,
      amountDue: row.amountDue,
      currency: row.currency,
      contact: { name: row.contactName, phone: row.contactPhone, email: row.contactEmail },
      comment: row.comment,
      items: items
        .filter((i) => i.orderId === row.id)
        .map((i) => ({
          serviceId: i.serviceId,
          serviceName: i.serviceName[language],
          masterId: i.masterId,
          masterName: i.masterName,
          startsAt: i.startsAt.toISOString(),
          endsAt: i.endsAt.toISOString(),
          price: i.price,
        })),
      review: reviewView,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** Completed, or confirmed and over. */
const isReviewable = (row: OrderRow, now: Date) =>
  row.status === 'completed' || (row.status === 'confirmed' && row.endsAt <= now);

async function ownOrderRow(
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

export class OutsideCancellationWindow extends Error {
  constructor(readonly cancellableUntil: Date) {
    super('Too late to cancel online');
  }
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
    if (row.status !== 'pending' && row.status !== 'confirmed')
      throw new ApiError(409, 'NOT_CANCELLABLE', `The order is ${row.status}`);
    if (now >= row.cancellableUntil) throw new OutsideCancellationWindow(row.cancellableUntil);
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'customer',
        cancellationReason: reason ?? null,
        updatedAt: now,
      })
      .where(eq(orders.id, row.id));
    await tx.update(orderItems).set({ active: false }).where(eq(orderItems.orderId, row.id));
    const redemptions = await tx
      .update(giftCardRedemptions)
      .set({ reversedAt: now })
      .where(and(eq(giftCardRedemptions.orderId, row.id), isNull(giftCardRedemptions.reversedAt)))
      .returning();
    for (const redemption of redemptions)
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
        .where(eq(giftCards.id, redemption.giftCardId));
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
): Promise<OrderReview> {
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
  try {
    const [written] = await db
      .insert(reviews)
      .values({
        orderId: row.id,
        branchId: row.branchId,
        masterId: first?.masterId ?? null,
        customerId,
        rating: review.rating,
        text: review.text?.trim() || null,
        language,
      })
      .returning();
    return {
      rating: written!.rating,
      text: written!.text,
      createdAt: written!.createdAt.toISOString(),
    };
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new ApiError(409, 'ALREADY_REVIEWED', 'This order is already reviewed');
    throw error;
  }
}
