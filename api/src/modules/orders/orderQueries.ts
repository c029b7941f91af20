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
import type {
  BookingContext,
  BranchRow,
  MasterOffer,
  Queryable,
  Transaction,
} from '../availability/availabilityQueries.js';
import { findBranch, loadBookingContext } from '../availability/availabilityQueries.js';
import { localTimeOf, zonedInstant } from '../availability/localTime.js';
import { bookableDates, isMasterFree, isOnSlotGrid } from '../availability/slots.js';
import { isCalendarDate } from '../../http/inputSchemas.js';
import type { InputMessage } from '../../i18n/inputMessages.js';
import { inputMessage } from '../../i18n/inputMessages.js';
import type { CreateOrderBody, Order, OrderReview } from './orderSchemas.js';

/** The SQLSTATE of a failed query, however the driver wraps it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const slotTaken = () =>
  new ApiError(409, 'SLOT_TAKEN', 'The chosen time was just taken; pick another one');
const slotUnavailable = (message: string) => new ApiError(422, 'SLOT_UNAVAILABLE', message);
const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

/** A refusal of the order's start, at the field, in the caller's language. */
const invalidStart = (key: InputMessage, language: Language, params = {}) => {
  const message = inputMessage(key, language, params);
  return new ApiError(400, 'VALIDATION', `body/start ${message}`, [
    { location: 'body', field: 'start', message },
  ]);
};

/**
 * The start as an instant: with an offset as given, without one in the branch's zone. The schema
 * lets only real clock times through (00:00–23:59); the date must be one the calendar has, since
 * Date would silently move 2026-02-30 to March.
 */
export function startInstant(start: string, timeZone: string, language: Language): Date {
  if (!isCalendarDate(start.slice(0, 10))) throw invalidStart('notCalendarDate', language);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(start)) {
    const instant = new Date(start);
    if (Number.isNaN(instant.getTime())) throw badRequest('start is not a valid instant');
    return instant;
  }
  const date = start.slice(0, 10);
  const minute = Number(start.slice(11, 13)) * 60 + Number(start.slice(14, 16));
  // Seconds keep the start off the grid (refused later), not rounded onto it.
  const milliseconds = Math.round(Number(start.slice(17) || 0) * 1000);
  const instant = new Date(zonedInstant(date, minute, timeZone).getTime() + milliseconds);
  const shown = localTimeOf(instant, timeZone);
  if (shown.date !== date || shown.minute !== minute)
    throw slotUnavailable('That local time does not exist in the branch’s time zone');
  return instant;
}

const minute = 60_000;

async function redeemGiftCard(
  tx: Transaction,
  code: string,
  branch: BranchRow,
  total: number,
  now: Date,
): Promise<{ giftCardId: number; amount: number } | undefined> {
  const normalized = code.trim().toUpperCase();
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.code, normalized))
    .for('update');
  const invalid = (message: string) => new ApiError(422, 'GIFT_CARD_INVALID', message);
  if (!card) throw invalid('Unknown gift card');
  if (card.status !== 'active') throw invalid('The gift card is not active');
  if (card.expiresAt <= now) throw invalid('The gift card has expired');
  if (card.organizationId !== branch.organizationId || (card.branchId ?? branch.id) !== branch.id)
    throw invalid('The gift card is not valid at this branch');
  if (card.currency !== branch.currency) throw invalid('The gift card is in another currency');
  if (card.balance <= 0) throw invalid('The gift card is used up');
  const amount = Math.min(card.balance, total);
  if (amount === 0) return undefined;
  try {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${amount}` })
      .where(eq(giftCards.id, card.id));
  } catch (error) {
    if (sqlState(error) === '23514') throw invalid('The gift card balance is too low');
    throw error;
  }
  return { giftCardId: card.id, amount };
}

/** Books an order in the given transaction; answers its id. */
export async function createOrder(
  tx: Transaction,
  customerId: number,
  body: CreateOrderBody,
  caller: Caller,
  now: Date,
): Promise<number> {
  const { country, language } = caller;
  const branch = await findBranch(tx, country, body.branchId);
  if (!branch) throw notFound(`Unknown branch ${body.branchId}`);
  if (branch.interfaceMode === 'group') throw badRequest('This branch books group events only');
  const startsAt = startInstant(body.start, branch.timeZone, language);
  if (startsAt.getTime() < now.getTime() + branch.minNoticeMinutes * minute)
    throw slotUnavailable(`Book at least ${branch.minNoticeMinutes} minutes ahead`);
  const { last } = bookableDates(
    {
      timeZone: branch.timeZone,
      slotStepMinutes: branch.slotStepMinutes,
      minNoticeMinutes: branch.minNoticeMinutes,
      bookingHorizonDays: branch.bookingHorizonDays,
      openingHours: new Map(),
      closures: [],
    },
    now,
  );
  if (localTimeOf(startsAt, branch.timeZone).date > last)
    throw slotUnavailable(`Book at most ${branch.bookingHorizonDays} days ahead`);

  const serviceIds = [...new Set(body.items.map((i) => i.serviceId))];
  const anyMaster = body.items.some((i) => i.masterId === null);
  // A clash (23P01) with "any" items re-plans with fresh busy time: another free master may fit.
  for (let attempt = 1; ; attempt += 1) {
    const context = await loadBookingContext(
      tx,
      branch,
      serviceIds,
      new Date(startsAt.getTime() - 86_400_000),
      new Date(startsAt.getTime() + 2 * 86_400_000),
    );
    if (context.services.length !== serviceIds.length)
      throw badRequest('A service is not on this branch’s menu');
    // Only the starts the intervals offer: T15:07 is not one, even when a master is free then.
    if (!isOnSlotGrid(context.calendar, startsAt))
      throw invalidStart('offSlotGrid', language, { step: branch.slotStepMinutes });
    const planned = planItems(context, body.items, startsAt);
    const endsAt = planned.at(-1)!.endsAt;
    const total = planned.reduce((sum, p) => sum + p.price, 0);
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
            language,
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
      if (anyMaster && attempt < context.masters.length) continue;
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

interface PlannedItem {
  serviceId: number;
  masterId: number;
  startsAt: Date;
  endsAt: Date;
  price: number;
}

/** Masters and times of the items, back to back from the start; the first free master for "any". */
function planItems(
  context: BookingContext,
  items: CreateOrderBody['items'],
  startsAt: Date,
): PlannedItem[] {
  const planned: PlannedItem[] = [];
  let cursor = startsAt;
  for (const item of items) {
    const performers = context.masters.filter((m) => m.services.has(item.serviceId));
    const candidates =
      item.masterId === null ? performers : performers.filter((m) => m.id === item.masterId);
    if (candidates.length === 0)
      throw badRequest(
        item.masterId === null
          ? `Nobody performs service ${item.serviceId}`
          : `Master ${item.masterId} does not perform service ${item.serviceId}`,
      );
    const fits = (offer: MasterOffer, ignoreBusy: boolean) => {
      const own = offer.services.get(item.serviceId)!;
      const busy = [
        ...offer.calendar.busy,
        ...planned
          .filter((p) => p.masterId === offer.id)
          .map((p) => ({ start: p.startsAt.getTime(), end: p.endsAt.getTime() })),
      ];
      return isMasterFree(
        context.calendar,
        { ...offer.calendar, busy, durationMinutes: own.durationMinutes },
        cursor,
        own.durationMinutes,
        { ignoreBusy },
      );
    };
    const chosen = candidates.find((c) => fits(c, false));
    if (!chosen) {
      if (candidates.some((c) => fits(c, true))) throw slotTaken();
      throw slotUnavailable('No master works at that time');
    }
    const own = chosen.services.get(item.serviceId)!;
    const endsAt = new Date(cursor.getTime() + own.durationMinutes * minute);
    planned.push({
      serviceId: item.serviceId,
      masterId: chosen.id,
      startsAt: cursor,
      endsAt,
      price: own.price,
    });
    cursor = endsAt;
  }
  return planned;
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
