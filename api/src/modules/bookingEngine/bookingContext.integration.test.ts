import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connect.js';
import {
  branchOpeningHours,
  branches,
  groupEvents,
  masterBreaks,
  masterDaysOff,
  masterServices,
  masterWorkingHours,
  masters,
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

  it('finds the team for the chosen services in team order, with their own durations and prices', async () => {
    const db = t.connection.db;
    // The Lotus salon's masters mostly differ in what they perform; half its menu is chosen.
    const [lotus] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    const menu = await db
      .select()
      .from(services)
      .where(and(eq(services.branchId, lotus!.id), eq(services.isActive, true)))
      .orderBy(asc(services.id));
    const chosen = menu.filter((_, i) => i % 2 === 0);
    const [branch] = await db.select().from(branches).where(eq(branches.id, lotus!.id));
    const context = await loadBookingContext(
      db,
      branch!,
      chosen.map((s) => s.id),
      now,
      until,
    );

    const performing = await db
      .select({
        masterId: masters.id,
        name: masters.name,
        serviceId: masterServices.serviceId,
        durationMinutes: masterServices.durationMinutes,
        price: masterServices.price,
      })
      .from(masterServices)
      .innerJoin(masters, eq(masters.id, masterServices.masterId))
      .where(
        and(
          eq(masters.branchId, lotus!.id),
          eq(masters.isActive, true),
          inArray(
            masterServices.serviceId,
            chosen.map((s) => s.id),
          ),
        ),
      )
      .orderBy(asc(masters.position), asc(masters.id));
    const service = new Map(chosen.map((s) => [s.id, s]));
    const expectedTeam = [...new Set(performing.map((row) => row.masterId))].map((id) => {
      const rows = performing.filter((row) => row.masterId === id);
      return {
        id,
        name: rows[0]!.name,
        services: Object.fromEntries(
          rows.map((row) => [
            row.serviceId,
            {
              durationMinutes: row.durationMinutes ?? service.get(row.serviceId)!.durationMinutes,
              price: row.price ?? service.get(row.serviceId)!.price,
            },
          ]),
        ),
      };
    });
    expect(expectedTeam.length).toBeGreaterThan(1);
    expect(
      context.masters.map((m) => ({
        id: m.id,
        name: m.name,
        services: Object.fromEntries(m.services),
      })),
    ).toEqual(expectedTeam);
    expect(context.services.map((s) => s.id)).toEqual(chosen.map((s) => s.id));

    const opening = await db
      .select()
      .from(branchOpeningHours)
      .where(eq(branchOpeningHours.branchId, lotus!.id));
    expect(
      byKey(
        [...context.calendar.openingHours].flatMap(([weekday, spans]) =>
          spans.map((span) => [weekday, span.start, span.end]),
        ),
      ),
    ).toEqual(byKey(opening.map((row) => [row.weekday, row.opensAt, row.closesAt])));
    expect(opening.length).toBeGreaterThan(0);
  });
});
