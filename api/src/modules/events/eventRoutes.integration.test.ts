import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities, eventBookings, groupEvents } from '../../db/schema/index.js';
import type { Database } from '../../db/connect.js';
import { addDays, localDateOf } from '@termin/zoned-time';
import type { CountryCode } from '../../db/schema/geo.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';

const contact = { name: 'Test Person', phone: '+381641234567' };

/** Events of branches in one project country: bookings are limited to the caller's (issue 14). */
const inCountry = (db: Database, country: CountryCode) =>
  inArray(
    groupEvents.branchId,
    db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(eq(cities.countryCode, country)),
  );

describe.each(testDatabases())('POST /events/:id/bookings on $name', (database) => {
  let t: TestApp;
  let dana: TestCustomer;
  beforeAll(async () => {
    t = await startTestApp(database);
    dana = await newCustomer(t.connection.db, 'Dana');
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const book = async (who: TestCustomer, eventId: number, body: unknown, key = randomUUID()) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/events/${eventId}/bookings`,
      headers: { ...who.headers, 'idempotency-key': key },
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  /** Upcoming scheduled events with at least `free` seats left, soonest first. */
  const upcoming = (free: number) =>
    t.connection.db
      .select()
      .from(groupEvents)
      .where(
        and(
          eq(groupEvents.status, 'scheduled'),
          gt(groupEvents.startsAt, new Date(Date.now() + 3 * 86_400_000)),
          sql`${groupEvents.capacity} - ${groupEvents.seatsTaken} >= ${free}`,
          inCountry(t.connection.db, 'RS'),
        ),
      )
      .orderBy(asc(groupEvents.startsAt), asc(groupEvents.id))
      .limit(5);

  it('books seats at seats × price and replays the same answer for the same key', async () => {
    const [event] = await upcoming(3);
    const key = randomUUID();
    const { status, body } = await book(dana, event!.id, { seats: 2, contact }, key);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      eventId: event!.id,
      seats: 2,
      status: 'confirmed',
      total: 2 * event!.price,
      seatsLeft: event!.capacity - event!.seatsTaken - 2,
    });
    const replay = await book(dana, event!.id, { seats: 2, contact }, key);
    expect(replay.body).toEqual(body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await book(dana, event!.id, { seats: 1, contact }, key)).status).toBe(422);
  });

  it('answers 409 SOLD_OUT past capacity and 404 for an unknown event', async () => {
    const [event] = await upcoming(1);
    const left = event!.capacity - event!.seatsTaken;
    const { status, body } = await book(dana, event!.id, {
      seats: Math.min(left + 1, 20),
      contact,
    });
    if (left + 1 <= 20) {
      expect(status).toBe(409);
      expect(body.error.code).toBe('SOLD_OUT');
    }
    expect((await book(dana, 99_999_999, { seats: 1, contact })).status).toBe(404);
  });

  it('never oversells under concurrent bookings', async () => {
    const events = await upcoming(1);
    const event = events.reduce((a, b) =>
      a.capacity - a.seatsTaken <= b.capacity - b.seatsTaken ? a : b,
    );
    const left = event.capacity - event.seatsTaken;
    const attempts = left + 10;
    const people = await Promise.all(
      Array.from({ length: attempts }, (_, i) => newCustomer(t.connection.db, `Yogi ${i}`)),
    );
    const started = performance.now();
    const answers = await Promise.all(people.map((p) => book(p, event.id, { seats: 1, contact })));
    const elapsed = performance.now() - started;
    const created = answers.filter((a) => a.status === 201).length;
    const soldOut = answers.filter((a) => a.status === 409 && a.body.error.code === 'SOLD_OUT');
    console.info(
      `[${database.name}] ${attempts} concurrent seat bookings for ${left} free seats: ${created} booked, ${soldOut.length} SOLD_OUT, ${elapsed.toFixed(0)} ms`,
    );
    expect(created).toBe(left);
    expect(soldOut).toHaveLength(10);
    const [after] = await t.connection.db
      .select()
      .from(groupEvents)
      .where(eq(groupEvents.id, event.id));
    expect(after!.seatsTaken).toBe(after!.capacity);
  }, 60_000);
});

describe.each(testDatabases())('group events and event bookings on $name', (database) => {
  let t: TestApp;
  let dana: TestCustomer;
  let omar: TestCustomer;
  beforeAll(async () => {
    t = await startTestApp(database);
    dana = await newCustomer(t.connection.db, 'Dana');
    omar = await newCustomer(t.connection.db, 'Omar');
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const call = async (method: 'GET' | 'POST', url: string, headers: object, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** An upcoming scheduled event at least `daysAhead` away with `free` seats, and its branch. */
  const upcomingEvent = async (daysAhead: number, free = 1, country?: CountryCode) => {
    const [row] = await t.connection.db
      .select({ event: groupEvents, branch: branches, country: cities.countryCode })
      .from(groupEvents)
      .innerJoin(branches, eq(branches.id, groupEvents.branchId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(
        and(
          eq(groupEvents.status, 'scheduled'),
          gt(groupEvents.startsAt, new Date(Date.now() + daysAhead * 86_400_000)),
          sql`${groupEvents.capacity} - ${groupEvents.seatsTaken} >= ${free}`,
          country ? eq(cities.countryCode, country) : undefined,
        ),
      )
      .orderBy(asc(groupEvents.startsAt), asc(groupEvents.id))
      .limit(1);
    return row!;
  };
  const book = async (who: TestCustomer, eventId: number, seats = 1) => {
    const { status, body } = await call(
      'POST',
      `/events/${eventId}/bookings`,
      { ...who.headers, 'idempotency-key': randomUUID() },
      { seats, contact },
    );
    expect(status).toBe(201);
    return body as { guid: string; seatsLeft: number };
  };

  it("lists a branch's upcoming events by slug or id, soonest first", async () => {
    const { branch, country } = await upcomingEvent(0);
    const headers = callerHeaders(country, 'sr');
    const bySlug = await call('GET', `/branches/${branch.slug}/events?days=31`, headers);
    expect(bySlug.status).toBe(200);
    const events = bySlug.body.events as {
      branch: { id: number; phone: string };
      startsAt: string;
      seatsLeft: number;
      capacity: number;
      title: string;
    }[];
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.branch.id).toBe(branch.id);
      // Where the customer calls once online changes close (issue 42).
      expect(event.branch.phone).toMatch(/^\+\d/);
      expect(Date.parse(event.startsAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(event.seatsLeft).toBeLessThanOrEqual(event.capacity);
      expect(event.title).not.toBe('');
    }
    const starts = events.map((e) => e.startsAt);
    expect([...starts].sort()).toEqual(starts);
    const byId = await call('GET', `/branches/${branch.id}/events?days=31`, headers);
    expect(byId.body).toEqual(bySlug.body);
    const later = await call(
      'GET',
      `/branches/${branch.id}/events?days=1&from=2099-01-01`,
      headers,
    );
    expect(later.body).toMatchObject({ from: '2099-01-01', days: 1, events: [] });
    expect(
      (await call('GET', `/branches/${branch.id}/events?from=2030-02-31`, headers)).status,
    ).toBe(400);
    expect((await call('GET', '/branches/nowhere-99999999/events', headers)).status).toBe(404);
    const other = country === 'RS' ? 'ME' : 'RS';
    expect((await call('GET', `/branches/${branch.id}/events`, callerHeaders(other))).status).toBe(
      404,
    );
  });

  it("lists the branch's own local days, each event as GET /events/:id answers it", async () => {
    const { event, branch, country } = await upcomingEvent(2);
    const headers = callerHeaders(country, 'ru');
    const day = localDateOf(event.startsAt, branch.timeZone);
    const list = async (from: string, days: number) =>
      (await call('GET', `/branches/${branch.id}/events?from=${from}&days=${days}`, headers)).body
        .events as { id: number }[];
    const listed = (await list(day, 1)).find((entry) => entry.id === event.id);
    expect(listed).toEqual((await call('GET', `/events/${event.id}`, headers)).body);
    // The day before and the day after, read on the branch's clock, leave it out.
    expect((await list(addDays(day, -1), 1)).map((entry) => entry.id)).not.toContain(event.id);
    expect((await list(addDays(day, 1), 1)).map((entry) => entry.id)).not.toContain(event.id);
    expect((await list(addDays(day, -1), 2)).map((entry) => entry.id)).toContain(event.id);
  });

  it('answers one event with its seats left, 404 when unknown or in another country', async () => {
    const { event, country } = await upcomingEvent(1);
    const { status, body } = await call('GET', `/events/${event.id}`, callerHeaders(country));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: event.id,
      capacity: event.capacity,
      seatsLeft: event.capacity - event.seatsTaken,
      price: event.price,
      currency: event.currency,
      title: event.title.en,
    });
    const other = country === 'RS' ? 'ME' : 'RS';
    expect((await call('GET', `/events/${event.id}`, callerHeaders(other))).status).toBe(404);
    expect((await call('GET', '/events/99999999', callerHeaders(country))).status).toBe(404);
  });

  it('reads only own bookings, cancels before the deadline and gives the seats back', async () => {
    const { event } = await upcomingEvent(20, 2, 'RS');
    const booked = await book(dana, event.id, 2);
    const url = `/event-bookings/${booked.guid}`;
    const own = await call('GET', url, dana.headers);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ guid: booked.guid, canCancel: true, canReview: false });
    expect((await call('GET', url, omar.headers)).status).toBe(404);
    expect((await call('GET', url, { 'x-project-country': 'RS' })).status).toBe(401);
    expect((await call('POST', `${url}/cancel`, omar.headers, {})).status).toBe(404);

    const cancelled = await call('POST', `${url}/cancel`, dana.headers, { reason: 'Ill' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      seatsLeft: booked.seatsLeft + 2,
    });
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    const again = await call('POST', `${url}/cancel`, dana.headers);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NOT_CANCELLABLE');
    const review = await call('POST', `${url}/review`, dana.headers, { rating: 5 });
    expect(review.status).toBe(409);
    expect(review.body.error.code).toBe('NOT_REVIEWABLE');
  });

  it('refuses to cancel past the deadline with 409 OUTSIDE_CANCELLATION_WINDOW', async () => {
    const { event } = await upcomingEvent(20, 1, 'RS');
    const booked = await book(dana, event.id);
    const deadline = new Date(Date.now() - 60_000);
    await t.connection.db
      .update(eventBookings)
      .set({ cancellableUntil: deadline })
      .where(eq(eventBookings.guid, booked.guid));
    const { status, body } = await call(
      'POST',
      `/event-bookings/${booked.guid}/cancel`,
      dana.headers,
    );
    expect(status).toBe(409);
    expect(body.error.code).toBe('OUTSIDE_CANCELLATION_WINDOW');
    expect(body.cancellableUntil).toBe(deadline.toISOString());
  });

  it('books, reads, cancels and reviews events only in the project country (issue 14)', async () => {
    const { event: russian } = await upcomingEvent(3, 1, 'RU');
    const fromSerbia = await call(
      'POST',
      `/events/${russian.id}/bookings`,
      { ...dana.headers, 'idempotency-key': randomUUID() },
      { seats: 1, contact },
    );
    expect(fromSerbia.status).toBe(404);
    expect(fromSerbia.body.error.code).toBe('NOT_FOUND');

    const { event: serbian } = await upcomingEvent(20, 1, 'RS');
    const booked = await book(dana, serbian.id);
    const url = `/event-bookings/${booked.guid}`;
    const fromRussia = { ...dana.headers, 'x-project-country': 'RU' };
    expect((await call('GET', url, fromRussia)).status).toBe(404);
    expect((await call('POST', `${url}/review`, fromRussia, { rating: 5 })).status).toBe(404);
    expect((await call('POST', `${url}/cancel`, fromRussia, {})).status).toBe(404);
    expect((await call('GET', url, dana.headers)).body).toMatchObject({ status: 'confirmed' });
  });

  it('refuses event ids past int4 and dates out of the calendar or window (issue 14)', async () => {
    const { branch, country } = await upcomingEvent(0);
    const headers = callerHeaders(country, 'ru');
    for (const url of [
      '/events/2147483648',
      '/events/9007199254740993',
      `/branches/${branch.id}/events?from=9999-12-31&days=62`,
      `/branches/${branch.id}/events?from=2026-13-01`,
      `/branches/${branch.id}/events?from=2026-02-30`,
    ]) {
      const { status, body } = await call('GET', url, headers);
      expect({ url, status, code: body.error?.code }).toEqual({
        url,
        status: 400,
        code: 'VALIDATION',
      });
      expect(body.error.details[0].message).toMatch(/[а-я]/);
    }
    const booking = await call(
      'POST',
      '/events/2147483648/bookings',
      { ...dana.headers, 'idempotency-key': randomUUID() },
      { seats: 1, contact },
    );
    expect(booking.status).toBe(400);
  });

  it('reviews an event that is over once', async () => {
    const [past] = await t.connection.db
      .select()
      .from(groupEvents)
      .where(
        and(
          eq(groupEvents.status, 'scheduled'),
          lt(groupEvents.startsAt, new Date(Date.now() - 2 * 86_400_000)),
          sql`${groupEvents.capacity} > ${groupEvents.seatsTaken}`,
          inCountry(t.connection.db, 'RS'),
        ),
      )
      .limit(1);
    const [booking] = await t.connection.db
      .insert(eventBookings)
      .values({
        eventId: past!.id,
        customerId: omar.id,
        seats: 1,
        status: 'confirmed',
        total: past!.price,
        currency: past!.currency,
        contactName: 'Omar',
        contactPhone: '+381641234567',
        cancellableUntil: past!.startsAt,
      })
      .returning();
    const url = `/event-bookings/${booking!.guid}`;
    expect((await call('GET', url, omar.headers)).body).toMatchObject({
      canReview: true,
      canCancel: false,
      review: null,
    });
    expect((await call('POST', `${url}/review`, omar.headers, { rating: 6 })).status).toBe(400);
    const review = await call('POST', `${url}/review`, omar.headers, { rating: 4, text: ' Good ' });
    expect(review.status).toBe(201);
    expect(review.body).toMatchObject({ rating: 4, text: 'Good' });
    const again = await call('POST', `${url}/review`, omar.headers, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_REVIEWED');
    expect((await call('GET', url, omar.headers)).body).toMatchObject({
      canReview: false,
      review: { rating: 4, text: 'Good' },
    });
    expect((await call('POST', `${url}/review`, dana.headers, { rating: 5 })).status).toBe(404);
  });
});
