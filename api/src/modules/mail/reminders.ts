// The reminder of a visit, 24 hours before it: enqueued by the outbox worker's pass for confirmed
// orders, and confirmed places on scheduled group events, starting within the next day that were
// booked (or moved) before that day began; once per booking and start (the outbox's dedupe key, so
// a moved visit is reminded of its new time). Cancelling or moving drops an unsent reminder in the
// same transaction (outbox.ts).
import { and, eq, gt, lte, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { eventBookings, groupEvents, orders, outboxMessages } from '../../db/schema/index.js';
import { enqueue, eventBookingMessage, orderMessage, reminderKey } from './outbox.js';

export const reminderLeadMs = 24 * 3_600_000;

/** Starting within a day of `now`, and booked or last changed before that day began. */
const dueWithin = (startsAt: Column, changedAt: Column, guid: Column, now: Date) =>
  and(
    gt(startsAt, now),
    lte(startsAt, new Date(now.getTime() + reminderLeadMs)),
    // Booked inside the last day: the confirmation just said it all.
    sql`${startsAt} - interval '24 hours' > ${changedAt}`,
    // Not reminded of this start yet (reminderKey's format).
    sql`not exists (select 1 from ${outboxMessages} where ${outboxMessages.dedupeKey} =
      'visit.reminder:' || ${guid} || ':' ||
      to_char(${startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  );

/**
 * Enqueues the reminders that fell due by `now`; answers how many. A booking without any e-mail
 * address (a guest's, without one), or whose customer turned reminders off, has none.
 */
export async function enqueueReminders(db: Database, now: Date): Promise<number> {
  const visits = await db
    .select({ id: orders.id, guid: orders.guid, startsAt: orders.startsAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        dueWithin(orders.startsAt, orders.updatedAt, orders.guid, now),
      ),
    )
    .limit(500);
  const places = await db
    .select({ id: eventBookings.id, guid: eventBookings.guid, startsAt: groupEvents.startsAt })
    .from(eventBookings)
    .innerJoin(groupEvents, eq(groupEvents.id, eventBookings.eventId))
    .where(
      and(
        eq(eventBookings.status, 'confirmed'),
        eq(groupEvents.status, 'scheduled'),
        dueWithin(groupEvents.startsAt, eventBookings.updatedAt, eventBookings.guid, now),
      ),
    )
    .limit(500);
  let enqueued = 0;
  const remind = async (
    booking: { guid: string; startsAt: Date },
    message: Awaited<ReturnType<typeof orderMessage>>,
  ) => {
    if (!message) return;
    await enqueue(db, { ...message, dedupeKey: reminderKey(booking.guid, booking.startsAt) });
    enqueued += 1;
  };
  for (const visit of visits)
    await remind(visit, await orderMessage(db, visit.id, 'visit.reminder'));
  for (const place of places)
    await remind(place, await eventBookingMessage(db, place.id, 'visit.reminder'));
  return enqueued;
}
