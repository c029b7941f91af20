import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities, eventBookings, groupEvents, orders } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { MyBookingsPage } from './myBookingsSchemas.js';

const hour = 3_600_000;
const day = 24 * hour;

describe.each(testDatabases())('my bookings on $name', (database) => {
  let t: TestApp;
  let ana: TestCustomer;
  let other: TestCustomer;
  /** The guids Ana booked, by what they are. */
  const guids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    ana = await newCustomer(db, 'Ana');
    other = await newCustomer(db, 'Other');
    const branchIn = async (country: string) => {
      const [row] = await db
        .select({ id: branches.id, currency: branches.currency })
        .from(branches)
        .innerJoin(cities, eq(cities.id, branches.cityId))
        .where(eq(cities.countryCode, country as 'RS'))
        .orderBy(branches.id)
        .limit(1);
      return row!;
    };
    const rs = await branchIn('RS');
    const ru = await branchIn('RU');
    const now = Date.now();
    const order = async (
      name: string,
      customerId: number,
      branch: { id: number; currency: string },
      startsIn: number,
      status: 'confirmed' | 'cancelled' | 'completed' = 'confirmed',
    ) => {
      const startsAt = new Date(now + startsIn);
      const [row] = await db
        .insert(orders)
        .values({
          customerId,
          branchId: branch.id,
          status,
          startsAt,
          endsAt: new Date(startsAt.getTime() + hour),
          cancellableUntil: new Date(startsAt.getTime() - 2 * hour),
          total: 300_000,
          currency: branch.currency as 'RSD',
          contactName: 'Ana',
          contactPhone: '+381641234567',
          ...(status === 'cancelled'
            ? { cancelledAt: new Date(now), cancelledBy: 'customer' as const }
            : {}),
        })
        .returning();
      guids[name] = row!.guid;
    };
    await order('tomorrow', ana.id, rs, day);
    await order('nextWeek', ana.id, rs, 7 * day);
    await order('lastWeek', ana.id, rs, -7 * day, 'completed');
    await order('yesterday', ana.id, rs, -day);
    await order('cancelled', ana.id, rs, 3 * day, 'cancelled');
    await order('inRussia', ana.id, ru, 2 * day);
    await order('someoneElses', other.id, rs, 2 * day);

    const [event] = await db
      .select()
      .from(groupEvents)
      .innerJoin(branches, eq(branches.id, groupEvents.branchId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(
        and(
          eq(cities.countryCode, 'RS'),
          eq(groupEvents.status, 'scheduled'),
          gt(groupEvents.startsAt, new Date(now + day)),
          sql`${groupEvents.startsAt} < ${new Date(now + 7 * day).toISOString()}::timestamptz`,
          sql`${groupEvents.capacity} > ${groupEvents.seatsTaken}`,
        ),
      )
      .limit(1);
    const [place] = await db
      .insert(eventBookings)
      .values({
        eventId: event!.group_events.id,
        customerId: ana.id,
        seats: 1,
        status: 'confirmed',
        total: event!.group_events.price,
        currency: event!.group_events.currency,
        contactName: 'Ana',
        contactPhone: '+381641234567',
        cancellableUntil: event!.group_events.startsAt,
      })
      .returning();
    guids.event = place!.guid;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const list = async (query: string, who: TestCustomer | null = ana) => {
    const response = await t.app.inject({
      url: `/me/bookings${query}`,
      headers: who?.headers ?? { 'x-project-country': 'RS' },
    });
    return { status: response.statusCode, page: response.json() as MyBookingsPage };
  };
  const guidsOf = (page: MyBookingsPage) =>
    page.items.map((item) => (item.kind === 'order' ? item.order.guid : item.eventBooking.guid));

  it('lists the upcoming visits and event places together, soonest first, in the country', async () => {
    const { status, page } = await list('');
    expect(status).toBe(200);
    expect(guidsOf(page)).toEqual([guids.tomorrow, guids.event, guids.nextWeek]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    const event = page.items.find((item) => item.kind === 'eventBooking');
    expect(event).toMatchObject({ eventBooking: { seats: 1, status: 'confirmed' } });
  });

  it('lists past visits latest first and cancelled ones apart', async () => {
    const past = (await list('?when=past')).page;
    expect(guidsOf(past)).toEqual([guids.yesterday, guids.lastWeek]);
    // Behind the customer, confirmed or not: nothing to pay online (issue 42 item 23).
    for (const item of past.items)
      expect(item).toMatchObject({ order: { over: true, canPay: false } });
    for (const item of (await list('')).page.items)
      expect(item.kind === 'order' ? item.order : item.eventBooking).toMatchObject({ over: false });
    const cancelled = (await list('?when=cancelled')).page;
    expect(guidsOf(cancelled)).toEqual([guids.cancelled]);
    expect(cancelled.items[0]).toMatchObject({ order: { status: 'cancelled', canCancel: false } });
  });

  it('pages, and a page past the last is empty with the real total', async () => {
    const second = (await list('?pageSize=2&page=2')).page;
    expect(guidsOf(second)).toEqual([guids.nextWeek]);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    const beyond = (await list('?pageSize=2&page=9')).page;
    expect(beyond).toMatchObject({ items: [], page: 9, pageCount: 2, total: 3 });
  });

  it('shows a customer only their own bookings of the country asked from', async () => {
    expect(guidsOf((await list('', other)).page)).toEqual([guids.someoneElses]);
    const fromRussia = (
      await list('', { ...ana, headers: { ...ana.headers, 'x-project-country': 'RU' } })
    ).page;
    expect(guidsOf(fromRussia)).toEqual([guids.inRussia]);
  });

  it('refuses a caller without a session and a query it does not know', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('?when=soon')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?pageSize=500')).status).toBe(400);
  });
});
