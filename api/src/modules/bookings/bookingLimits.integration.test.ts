import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities, groupEvents, masterServices, orders } from '../../db/schema/index.js';
import { bookingClient, testContact as contact } from '../../test/bookingClient.js';
import { dateInDays } from '../../test/dates.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp, testConfigWith } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

// Issue 41, finding 4: one new account booked 90 confirmed, unpaid orders at one venue in a minute.
describe.each(testDatabases())('booking limits on $name', (database) => {
  let t: TestApp;
  let venues: { branchId: number; serviceId: number }[];

  beforeAll(async () => {
    t = await startTestApp(
      database,
      testConfigWith({
        BOOKING_MAX_UNPAID_PER_VENUE: '2',
        BOOKING_MAX_UNPAID_TOTAL: '3',
        BOOKINGS_PER_HOUR: '5',
      }),
    );
    // Three venues of one country, each with a service someone does.
    venues = await t.connection.db
      .selectDistinctOn([masterServices.branchId], {
        branchId: masterServices.branchId,
        serviceId: masterServices.serviceId,
      })
      .from(masterServices)
      .innerJoin(branches, eq(branches.id, masterServices.branchId))
      .where(sql`${branches.name} like 'Salon Lotus%'`)
      .orderBy(masterServices.branchId, masterServices.serviceId)
      .limit(3);
    expect(venues).toHaveLength(3);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const clientFor = (venue: number) =>
    bookingClient(
      () => t.app,
      () => venues[venue]!.branchId,
      dateInDays(2),
    );

  /** Books the `skip`-th free slot of `venue` for `who`. */
  const book = async (who: TestCustomer, venue: number, skip = 0) => {
    const { freeSlot, createOrder } = clientFor(venue);
    const { branchId, serviceId } = venues[venue]!;
    const slot = await freeSlot([serviceId], 'any', skip);
    return createOrder(who, {
      branchId,
      items: [{ serviceId, masterId: null }],
      start: slot.startsAt,
      contact,
    });
  };
  const cancel = (who: TestCustomer, guid: string) =>
    clientFor(0).post(`/orders/${guid}/cancel`, who, {}, { 'idempotency-key': randomUUID() });
  const heldBy = async (who: TestCustomer) => {
    const [row] = await t.connection.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.customerId, who.id), ne(orders.status, 'cancelled')));
    return row!.n;
  };

  it('refuses a third unpaid booking at one venue and a fourth in all, booking nothing', async () => {
    const alice = await newCustomer(t.connection.db, 'Alice');
    expect((await book(alice, 0, 0)).status).toBe(201);
    expect((await book(alice, 0, 40)).status).toBe(201);
    const third = await book(alice, 0, 80);
    expect(third.status).toBe(422);
    expect(third.body.error.code).toBe('BOOKING_LIMIT_VENUE');
    expect(await heldBy(alice)).toBe(2);

    expect((await book(alice, 1)).status).toBe(201);
    const fourth = await book(alice, 2);
    expect(fourth.status).toBe(422);
    expect(fourth.body.error.code).toBe('BOOKING_LIMIT_TOTAL');
    expect(await heldBy(alice)).toBe(3);
  });

  it('counts a cancelled booking free again, but still among the hour’s bookings', async () => {
    const bob = await newCustomer(t.connection.db, 'Bob');
    for (let n = 0; n < 5; n += 1) {
      const booked = await book(bob, 0, n * 7);
      expect(booked.status).toBe(201);
      expect((await cancel(bob, booked.body.guid)).status).toBe(200);
    }
    const sixth = await book(bob, 0, 60);
    expect(sixth.status).toBe(422);
    expect(sixth.body.error.code).toBe('BOOKING_LIMIT_HOURLY');
    expect(await heldBy(bob)).toBe(0);
  });

  it('holds when one account sends many bookings at once', async () => {
    const carol = await newCustomer(t.connection.db, 'Carol');
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => book(carol, 0, n * 9 + 3)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.status !== 201).map((a) => a.body.error.code))).toEqual(
      new Set(['BOOKING_LIMIT_VENUE']),
    );
    expect(await heldBy(carol)).toBe(2);
  });

  it('counts event places with visits', async () => {
    const dana = await newCustomer(t.connection.db, 'Dana');
    expect((await book(dana, 0)).status).toBe(201);
    expect((await book(dana, 1)).status).toBe(201);
    expect((await book(dana, 2)).status).toBe(201);
    const [event] = await t.connection.db
      .select({ id: groupEvents.id })
      .from(groupEvents)
      .innerJoin(branches, eq(branches.id, groupEvents.branchId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(
        and(
          eq(cities.countryCode, 'RS'),
          eq(groupEvents.status, 'scheduled'),
          gt(groupEvents.price, 0),
          gt(groupEvents.startsAt, new Date(Date.now() + 86_400_000)),
          sql`${groupEvents.capacity} > ${groupEvents.seatsTaken}`,
        ),
      )
      .orderBy(asc(groupEvents.startsAt))
      .limit(1);
    const refused = await clientFor(0).post(
      `/events/${event!.id}/bookings`,
      dana,
      { seats: 1, contact },
      { 'idempotency-key': randomUUID() },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('BOOKING_LIMIT_TOTAL');
  });
});
