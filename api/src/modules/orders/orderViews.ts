// Orders as their customer sees them: items with their masters, the branch, the review, and what
// the customer can still do (cancel, review).
import { asc, eq, inArray } from 'drizzle-orm';
import type { orders } from '../../db/schema/index.js';
import { branches, masters, orderItems, reviews, services } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable } from '../../kernel/transactions.js';
import { isActive, reviewView } from '../bookings/customerBookings.js';
import type { Order } from './orderSchemas.js';

export type OrderRow = typeof orders.$inferSelect;

/** The orders as their customer sees them, with items, branch and review (three queries). */
export async function viewsOf(
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
    return {
      guid: row.guid,
      status: row.status,
      branch: {
        id: branch.id,
        slug: branch.slug,
        name: branch.name,
        address: branch.address,
        phone: branch.phone,
        timeZone: branch.timeZone,
      },
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      cancellableUntil: row.cancellableUntil.toISOString(),
      canCancel: isActive(row.status) && now < row.cancellableUntil,
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
      review: review ? reviewView(review) : null,
      createdAt: row.createdAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** Completed, or confirmed and over. */
export const isReviewable = (row: OrderRow, now: Date) =>
  row.status === 'completed' || (row.status === 'confirmed' && row.endsAt <= now);
