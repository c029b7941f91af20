// The reminder of a visit, 24 hours before it: enqueued by the outbox worker's pass for confirmed
// orders starting within the next day that were booked (or moved) before that day began, once per
// order and start (the outbox's dedupe key; a moved visit is reminded of its new time). Cancelling
// or moving an order drops its unsent reminder in the same transaction (outbox.ts).
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { orders, outboxMessages } from '../../db/schema/index.js';
import { enqueue, orderMessage, reminderKey } from './outbox.js';

export const reminderLeadMs = 24 * 3_600_000;

/**
 * Enqueues the reminders that fell due by `now`; answers how many. A visit without any e-mail
 * address (a guest's, without one) has nobody to remind.
 */
export async function enqueueReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: orders.id, guid: orders.guid, startsAt: orders.startsAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        gt(orders.startsAt, now),
        lte(orders.startsAt, new Date(now.getTime() + reminderLeadMs)),
        // Booked inside the last day: the confirmation just said it all.
        sql`${orders.startsAt} - interval '24 hours' > ${orders.updatedAt}`,
        sql`not exists (select 1 from ${outboxMessages} where ${outboxMessages.dedupeKey} =
          'visit.reminder:' || ${orders.guid} || ':' ||
          to_char(${orders.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      ),
    )
    .limit(500);
  let enqueued = 0;
  for (const order of due) {
    const message = await orderMessage(db, order.id, 'visit.reminder');
    if (!message) continue;
    await enqueue(db, { ...message, dedupeKey: reminderKey(order.guid, order.startsAt) });
    enqueued += 1;
  }
  return enqueued;
}
