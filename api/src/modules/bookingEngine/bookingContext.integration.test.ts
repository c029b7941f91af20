import { and, count, desc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.js';
import {
  branches,
  groupEvents,
  masterBreaks,
  masterDaysOff,
  masterWorkingHours,
  orderItems,
  orders,
  services,
} from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { loadBookingContext, type BookingContext } from './bookingContext.js';

const byKey = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

/**
 * The masters' schedules and busy time read the plain way, table by table, to hold the one-query
 * loader to: the same rows for every master, whatever the branch keeps.
 */
async function expectedCalendars(
  db: Database,
  masterIds: number[],
  from: Date,
  to: Date,
  exceptOrderId?: number,
) {
  const hours = await db
    .select()
    .from(masterWorkingHours)
    .where(inArray(masterWorkingHours.masterId, masterIds));
  const breaks = await db
    .select()
    .from(masterBreaks)
    .where(inArray(masterBreaks.masterId, masterIds));
  const daysOff = await db
    .select()
    .from(masterDaysOff)
    .where(inArray(masterDaysOff.masterId, masterIds));
  const items = await db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.masterId, masterIds),
        eq(orderItems.active, true),
        exceptOrderId === undefined ? undefined : ne(orderItems.orderId, exceptOrderId),
        lt(orderItems.startsAt, to),
        gt(orderItems.endsAt, from),
      ),
    );
  const events = await db
    .select()
    .from(groupEvents)
    .where(
      and(
        inArray(groupEvents.masterId, masterIds),
        eq(groupEvents.status, 'scheduled'),
        lt(groupEvents.startsAt, to),
      ),
    );
  return new Map(
    masterIds.map((id) => [
      id,
      {
        hours: byKey(
          hours.filter((r) => r.masterId === id).map((r) => [r.weekday, r.startsAt, r.endsAt]),
        ),
        breaks: byKey(
          breaks.filter((r) => r.masterId === id).map((r) => [r.weekday, r.startsAt, r.endsAt]),
        ),
        daysOff: byKey(daysOff.filter((r) => r.masterId === id).map((r) => [r.startsOn, r.endsOn])),
        busy: byKey([
          ...items
            .filter((r) => r.masterId === id)
            .map((r) => [r.startsAt.getTime(), r.endsAt.getTime()]),
          ...events
            .filter((r) => r.masterId === id)
            .map((r) => [r.startsAt.getTime(), r.startsAt.getTime() + r.durationMinutes * 60_000])
            .filter(([, end]) => end! > from.getTime()),
        ]),
      },
    ]),
  );
}

function loadedCalendars(context: BookingContext) {
  const spans = (map: ReadonlyMap<number, readonly { start: number; end: number }[]>) =>
    byKey([...map].flatMap(([weekday, list]) => list.map((s) => [weekday, s.start, s.end])));
  return new Map(
    context.masters.map(({ id, calendar }) => [
      id,
      {
        hours: spans(calendar.workingHours),
        breaks: spans(calendar.breaks),
        daysOff: byKey(calendar.daysOff.map((d) => [d.startsOn, d.endsOn])),
        busy: byKey(calendar.busy.map((b) => [b.start, b.end])),
      },
    ]),
  );
}

describe.each(testDatabases())('loadBookingContext on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const now = new Date();
  const until = new Date(now.getTime() + 32 * 86_400_000);

  async function contextOf(branchId: number, exceptOrderId?: number) {
    const db = t.connection.db;
    const [branch] = await db.select().from(branches).where(eq(branches.id, branchId));
    const offered = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.branchId, branchId), eq(services.isActive, true)));
    const ids = offered.map((s) => s.id);
    return loadBookingContext(db, branch!, ids, now, until, exceptOrderId);
  }

  it("reads every master's shifts, breaks, days off and bookings as the tables hold them", async () => {
    const db = t.connection.db;
    // The branch with the most bookings ahead, and the one with the most classes ahead.
    const [booked] = await db
      .select({ branchId: orders.branchId, items: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.active, true), gt(orderItems.startsAt, now)))
      .groupBy(orders.branchId)
      .orderBy(desc(count()))
      .limit(1);
    const [teaching] = await db
      .select({ branchId: groupEvents.branchId, events: count() })
      .from(groupEvents)
      .where(and(isNotNull(groupEvents.masterId), gt(groupEvents.startsAt, now)))
      .groupBy(groupEvents.branchId)
      .orderBy(desc(count()))
      .limit(1);
    let busyCount = 0;
    for (const branchId of [booked!.branchId, teaching!.branchId]) {
      const context = await contextOf(branchId);
      expect(context.masters.length).toBeGreaterThan(0);
      const loaded = loadedCalendars(context);
      const ids = context.masters.map((m) => m.id);
      expect(loaded).toEqual(await expectedCalendars(db, ids, now, until));
      busyCount += [...loaded.values()].reduce((sum, m) => sum + m.busy.length, 0);
    }
    expect(busyCount).toBeGreaterThan(0);
  });

  it("leaves out an order's own time when it is the one moving", async () => {
    const db = t.connection.db;
    const [item] = await db
      .select({ orderId: orderItems.orderId, branchId: orders.branchId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.active, true), gt(orderItems.startsAt, now)))
      .limit(1);
    const context = await contextOf(item!.branchId, item!.orderId);
    const ids = context.masters.map((m) => m.id);
    const expected = await expectedCalendars(db, ids, now, until, item!.orderId);
    expect(loadedCalendars(context)).toEqual(expected);
    const all = await expectedCalendars(db, ids, now, until);
    const busy = (calendars: typeof all) =>
      [...calendars.values()].reduce((sum, m) => sum + m.busy.length, 0);
    expect(busy(expected)).toBeLessThan(busy(all));
  });
});
