// The reminder of a visit, sent 24 hours before it ("in about 24 hours", mailTexts.ts). The outbox
// worker's pass, once a minute, schedules the reminders of confirmed orders, and confirmed places
// on scheduled group events, that start about 24 hours from now at venues of the countries this
// deployment serves, each due exactly 24 hours before its visit. A visit nearer than 23 hours
// gets none (the worker was stopped, or the visit was booked inside the day before it, when the
// confirmation said it all). Once per booking and start (the outbox's dedupe key, so a moved visit
// is reminded of its new time); cancelling or moving drops an unsent reminder (outbox.ts).
import { and, eq, gt, inArray, lte, sql, type Column } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  branches,
  cities,
  eventBookings,
  groupEvents,
  orders,
  outboxMessages,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { eventBookingMessages, orderMessages } from './bookingMessages.js';
import { enqueue, reminderKey, type Addressed } from './outbox.js';

export const reminderLeadMs = 24 * 3_600_000;
/** The latest a reminder goes out: 23 hours before the visit is still "about 24 hours". */
export const reminderLatestMs = 23 * 3_600_000;
/** How far ahead a pass schedules: passes run a minute apart, and each is due on its own time. */
const scheduleAheadMs = 15 * 60_000;

/** The instant a visit's reminder is due: 24 hours before it. */
export const reminderDueAt = (startsAt: Date) => new Date(startsAt.getTime() - reminderLeadMs);

/** Whether a reminder still says the truth when sent at `now`: its visit is about 24 hours off. */
export const reminderStillTimely = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= reminderLatestMs;

/** Starting about 24 hours from `now`, booked or last changed before that, not reminded yet. */
const dueAround = (startsAt: Column, changedAt: Column, guid: Column, now: Date) =>
  and(
    gt(startsAt, new Date(now.getTime() + reminderLatestMs)),
    lte(startsAt, new Date(now.getTime() + reminderLeadMs + scheduleAheadMs)),
    // Booked inside the day before the visit: the confirmation just said it all.
    sql`${startsAt} - interval '24 hours' > ${changedAt}`,
    // Not reminded of this start yet, by e-mail or text message (reminderKey's format).
    sql`not exists (select 1 from ${outboxMessages} where ${outboxMessages.dedupeKey} in
      (${startKey(guid, startsAt)}, ${startKey(guid, startsAt)} || ':sms'))`,
  );

/** reminderKey's e-mail key in SQL. */
const startKey = (guid: Column, startsAt: Column) =>
  sql`'visit.reminder:' || ${guid} || ':' ||
    to_char(${startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Schedules the reminders that fall due about now at venues of `countries`; answers how many
 * messages. A booking nobody is to hear of (a guest's without an e-mail address, a customer who
 * turned reminders off) has none; one by e-mail and text message has two.
 */
export async function enqueueReminders(
  db: Database,
  now: Date,
  countries: readonly CountryCode[],
): Promise<number> {
  const visits = await db
    .select({ id: orders.id, guid: orders.guid, startsAt: orders.startsAt })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        eq(orders.status, 'confirmed'),
        inArray(cities.countryCode, [...countries]),
        dueAround(orders.startsAt, orders.updatedAt, orders.guid, now),
      ),
    )
    .limit(500);
  const places = await db
    .select({ id: eventBookings.id, guid: eventBookings.guid, startsAt: groupEvents.startsAt })
    .from(eventBookings)
    .innerJoin(groupEvents, eq(groupEvents.id, eventBookings.eventId))
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        eq(eventBookings.status, 'confirmed'),
        eq(groupEvents.status, 'scheduled'),
        inArray(cities.countryCode, [...countries]),
        dueAround(groupEvents.startsAt, eventBookings.updatedAt, eventBookings.guid, now),
      ),
    )
    .limit(500);
  let enqueued = 0;
  const remind = async (booking: { guid: string; startsAt: Date }, messages: Addressed[]) => {
    const due = reminderDueAt(booking.startsAt);
    for (const message of messages) {
      await enqueue(db, {
        ...message,
        dedupeKey: reminderKey(booking.guid, booking.startsAt, message.channel),
        availableAt: due > now ? due : now,
      });
      enqueued += 1;
    }
  };
  for (const visit of visits)
    await remind(visit, await orderMessages(db, visit.id, 'visit.reminder'));
  for (const place of places)
    await remind(place, await eventBookingMessages(db, place.id, 'visit.reminder'));
  return enqueued;
}
