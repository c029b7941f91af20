import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { TestCustomer } from '../orders/testCustomer.js';
import { newCustomer } from '../orders/testCustomer.js';

const contact = { name: 'Test Person', phone: '+381641234567' };

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
