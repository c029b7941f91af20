// Orders as their customer sees them: items with their masters, the branch, the review, what was
// paid, and what the customer can still do (cancel, review, pay).
import { asc, eq, inArray } from 'drizzle-orm';
import type { orders } from '../../db/schema/index.js';
import {
  branches,
  cities,
  countries,
  masters,
  orderItems,
  organizations,
  reviews,
  services,
} from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable } from '../../kernel/transactions.js';
import { fullAddress } from '../branches/branchText.js';
import { isActive, isOver, reviewView } from '../bookings/customerBookings.js';
import {
  canPayOrder,
  leftToPay,
  nothingPaid,
  paidOfOrders,
} from '../payments/orderPaymentState.js';
import type { Order } from './orderSchemas.js';

export type OrderRow = typeof orders.$inferSelect;

/** The orders as their customer sees them, with items, branch, review and payments (four queries). */
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
    .select({
      branch: branches,
      place: { city: cities.name, country: countries.name },
      payee: {
        ipsAccount: organizations.ipsAccount,
        legalName: organizations.legalName,
        payeeAddress: organizations.payeeAddress,
      },
    })
    .from(branches)
    .innerJoin(organizations, eq(organizations.id, branches.organizationId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(inArray(branches.id, [...new Set(rows.map((r) => r.branchId))]));
  const reviewRows = await db.select().from(reviews).where(inArray(reviews.orderId, ids));
  const paidOf = await paidOfOrders(db, ids);
  const branchOf = new Map(branchRows.map((b) => [b.branch.id, b]));
  const reviewOf = new Map(reviewRows.map((r) => [r.orderId, r]));
  return rows.map((row): Order => {
    const { branch, place, payee } = branchOf.get(row.branchId)!;
    const review = reviewOf.get(row.id);
    const paid = paidOf.get(row.id) ?? nothingPaid;
    return {
      guid: row.guid,
      status: row.status,
      branch: {
        id: branch.id,
        slug: branch.slug,
        name: branch.name,
        address: branch.address,
        fullAddress: fullAddress(branch.address, place, language),
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
      amountDue: leftToPay(row.amountDue, paid.amount),
      amountPaid: paid.amount,
      paidAt: paid.at?.toISOString() ?? null,
      canPay: canPayOrder(row, paid, payee, now),
      over: isOver(row.status, row.endsAt, now),
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
