// The checkout's quote: the order as it would be booked now (the same plan POST /orders books),
// priced, with what a gift card would pay. Nothing is written.
import { inArray } from 'drizzle-orm';
import { masters, services } from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import { cancellableUntil, planOrder } from './orderPlan.js';
import { giftCardShare } from '../gifts/giftCardRedemption.js';
import type { OrderQuote, OrderQuoteBody } from './orderSchemas.js';
import type { Queryable } from '../../kernel/transactions.js';

export async function quoteOrder(
  db: Queryable,
  body: OrderQuoteBody,
  caller: Caller,
  now: Date,
): Promise<OrderQuote> {
  const { branch, startsAt, planned, total } = await planOrder(db, body, caller, now);
  const [serviceRows, masterRows, share] = await Promise.all([
    db
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(inArray(services.id, [...new Set(planned.map((p) => p.serviceId))])),
    db
      .select({ id: masters.id, name: masters.name })
      .from(masters)
      .where(inArray(masters.id, [...new Set(planned.map((p) => p.masterId))])),
    body.giftCardCode
      ? giftCardShare(db, body.giftCardCode, branch, total, now)
      : Promise.resolve(undefined),
  ]);
  const serviceName = new Map(serviceRows.map((row) => [row.id, row.name[caller.language]]));
  const masterName = new Map(masterRows.map((row) => [row.id, row.name]));
  const giftCardAmount = share?.amount ?? 0;
  return {
    items: planned.map((item) => ({
      serviceId: item.serviceId,
      serviceName: serviceName.get(item.serviceId)!,
      masterId: item.masterId,
      masterName: masterName.get(item.masterId)!,
      startsAt: item.startsAt.toISOString(),
      endsAt: item.endsAt.toISOString(),
      price: item.price,
    })),
    total,
    giftCardAmount,
    amountDue: total - giftCardAmount,
    currency: branch.currency,
    // Shown at checkout: a booking made after it can no longer be cancelled online (issue 42).
    cancellableUntil: cancellableUntil(branch, startsAt).toISOString(),
  };
}
