// The rules the database itself enforces for bookings, on PGlite and on PostgreSQL: no two active
// items of one master overlap, event seats are never oversold, rating counters follow reviews.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSetupTimeoutMs, testDatabases } from '../test/testDatabases.js';
import type { Connection } from './connect.js';
import { migrateDatabase } from './migrate.js';
import {
  branches,
  categories,
  cities,
  countries,
  customers,
  eventBookings,
  groupEvents,
  masters,
  orderItems,
  orders,
  organizations,
  reviews,
  services,
} from './schema/index.js';

/** The SQLSTATE of a failed query, however the driver wraps it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

async function failure(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlState(error);
  }
  throw new Error('expected the statement to fail');
}

const at = (clock: string) => new Date(`2030-03-04T${clock}:00Z`);
const name = { en: 'Test', sr: 'Test', ru: 'Тест' };

describe.each(testDatabases())('booking constraints on $name', (database) => {
  let connection: Connection;
  let branchId: number;
  let serviceId: number;
  let anna: number;
  let boris: number;
  let customerId: number;

  beforeAll(async () => {
    connection = await database.open();
    await migrateDatabase(connection);
    const db = connection.db;
    await db.insert(countries).values({ code: 'RS', name, currency: 'RSD' });
    const [city] = await db
      .insert(cities)
      .values({
        countryCode: 'RS',
        slug: 'beograd',
        name,
        latitude: 44.8,
        longitude: 20.4,
        timeZone: 'Europe/Belgrade',
        population: 1,
      })
      .returning();
    const [organization] = await db
      .insert(organizations)
      .values({ countryCode: 'RS', name: 'Lotus' })
      .returning();
    const [branch] = await db
      .insert(branches)
      .values({
        organizationId: organization!.id,
        cityId: city!.id,
        nameSlug: 'lotus',
        name: 'Lotus',
        address: 'Njegoševa 45',
        latitude: 44.8,
        longitude: 20.47,
        phone: '+381 11 000 0000',
        interfaceMode: 'multi',
        timeZone: 'Europe/Belgrade',
        currency: 'RSD',
        searchText: '|lotus',
      })
      .returning();
    branchId = branch!.id;
    const [category] = await db
      .insert(categories)
      .values({ slug: 'haircut', name, position: 1, searchText: '|haircut' })
      .returning();
    const [service] = await db
      .insert(services)
      .values({
        branchId,
        categoryId: category!.id,
        name,
        durationMinutes: 30,
        price: 150_000,
        currency: 'RSD',
        position: 1,
        searchText: '|test',
      })
      .returning();
    serviceId = service!.id;
    const team = await db
      .insert(masters)
      .values(
        ['Anna', 'Boris'].map((person, index) => ({
          branchId,
          name: person,
          title: name,
          position: index + 1,
        })),
      )
      .returning();
    [anna, boris] = team.map((master) => master.id) as [number, number];
    const [customer] = await db
      .insert(customers)
      .values({ email: 'Guest@Example.com', firstName: 'Guest' })
      .returning();
    customerId = customer!.id;
  }, databaseSetupTimeoutMs);
  afterAll(() => connection?.close());

  /** An order with one item of the master from `from` to `to` (UTC clock on one day). */
  async function book(master: number, from: string, to: string, active = true) {
    const [order] = await connection.db
      .insert(orders)
      .values({
        customerId,
        branchId,
        status: active ? 'confirmed' : 'cancelled',
        startsAt: at(from),
        endsAt: at(to),
        cancellableUntil: at(from),
        total: 150_000,
        currency: 'RSD',
        contactName: 'Guest',
        contactPhone: '+381641234567',
        ...(active ? {} : { cancelledAt: at('08:00'), cancelledBy: 'customer' as const }),
      })
      .returning();
    const [item] = await connection.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        serviceId,
        masterId: master,
        startsAt: at(from),
        endsAt: at(to),
        price: 150_000,
        active,
      })
      .returning();
    return item!;
  }

  it('refuses a second booking of a master that overlaps the first (23P01)', async () => {
    await book(anna, '10:00', '10:30');
    expect(await failure(book(anna, '10:15', '10:45'))).toBe('23P01');
    expect(await failure(book(anna, '09:00', '12:00'))).toBe('23P01');
  });

  it('accepts touching bookings: [10:00, 10:30) and [10:30, 11:00)', async () => {
    await expect(book(anna, '10:30', '11:00')).resolves.toBeDefined();
    await expect(book(anna, '09:30', '10:00')).resolves.toBeDefined();
  });

  it('lets two masters work at the same time', async () => {
    await expect(book(boris, '10:00', '10:30')).resolves.toBeDefined();
  });

  it('ignores inactive items, so cancelling frees the time', async () => {
    await expect(book(anna, '10:00', '10:30', false)).resolves.toBeDefined();
    const taken = await book(boris, '14:00', '15:00');
    expect(await failure(book(boris, '14:30', '15:30'))).toBe('23P01');
    await connection.db
      .update(orderItems)
      .set({ active: false })
      .where(eq(orderItems.id, taken.id));
    const replacement = await book(boris, '14:30', '15:30');
    // Re-activating the cancelled item would double-book: refused too.
    expect(
      await failure(
        connection.db.update(orderItems).set({ active: true }).where(eq(orderItems.id, taken.id)),
      ),
    ).toBe('23P01');
    expect(replacement.during).toContain('2030-03-04');
  });

  it.runIf(database.name === 'postgres')(
    'lets exactly one of two concurrent overlapping bookings commit',
    async () => {
      if (connection.driver !== 'postgres') return;
      const [first, second] = [await connection.pool.connect(), await connection.pool.connect()];
      const insert = `insert into order_items (order_id, service_id, master_id, starts_at, ends_at, price)
        select id, $1, $2, $3, $4, 0 from orders limit 1`;
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query(insert, [serviceId, boris, at('18:00'), at('19:00')]);
        // The second insert waits for the first transaction, then sees its row and fails.
        const racing = second.query(insert, [serviceId, boris, at('18:30'), at('19:30')]).then(
          () => 'committed',
          (error: unknown) => sqlState(error),
        );
        await first.query('commit');
        expect(await racing).toBe('23P01');
      } finally {
        await second.query('rollback');
        first.release();
        second.release();
      }
    },
  );

  it('never sells more seats than an event has (23514 on group_events_seats)', async () => {
    const [event] = await connection.db
      .insert(groupEvents)
      .values({
        branchId,
        categoryId: (await connection.db.select().from(categories))[0]!.id,
        title: name,
        startsAt: at('18:00'),
        durationMinutes: 60,
        capacity: 3,
        price: 120_000,
        currency: 'RSD',
      })
      .returning();
    const seat = (seats: number, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
      eventId: event!.id,
      customerId,
      seats,
      status,
      total: seats * 120_000,
      currency: 'RSD' as const,
      contactName: 'Guest',
      contactPhone: '+381641234567',
      cancellableUntil: at('10:00'),
      ...(status === 'cancelled'
        ? { cancelledAt: at('09:00'), cancelledBy: 'customer' as const }
        : {}),
    });
    const seatsTaken = async () =>
      (await connection.db.select().from(groupEvents).where(eq(groupEvents.id, event!.id)))[0]!
        .seatsTaken;

    const booked = await connection.db
      .insert(eventBookings)
      .values([seat(1), seat(1), seat(2, 'cancelled')])
      .returning();
    expect(await seatsTaken()).toBe(2);
    expect(await failure(connection.db.insert(eventBookings).values(seat(2)))).toBe('23514');
    expect(await seatsTaken()).toBe(2);

    await connection.db
      .update(eventBookings)
      .set({ status: 'cancelled', cancelledAt: at('09:30'), cancelledBy: 'customer' })
      .where(eq(eventBookings.id, booked[0]!.id));
    expect(await seatsTaken()).toBe(1);
    await connection.db.insert(eventBookings).values(seat(2));
    expect(await seatsTaken()).toBe(3);
    await connection.db.delete(eventBookings).where(eq(eventBookings.id, booked[1]!.id));
    expect(await seatsTaken()).toBe(2);
  });

  it('keeps branch and master rating counters equal to their reviews', async () => {
    const ratingOf = async () => {
      const [branch] = await connection.db.select().from(branches).where(eq(branches.id, branchId));
      const [master] = await connection.db.select().from(masters).where(eq(masters.id, anna));
      return {
        branch: [branch!.reviewCount, branch!.ratingAverage],
        master: [master!.reviewCount, master!.ratingAverage],
      };
    };
    const orderIds = (await connection.db.select({ id: orders.id }).from(orders)).map((o) => o.id);
    const review = (orderId: number, rating: number, master: number | null) => ({
      orderId,
      branchId,
      masterId: master,
      customerId,
      rating,
      language: 'en' as const,
    });
    const written = await connection.db
      .insert(reviews)
      .values([
        review(orderIds[0]!, 5, anna),
        review(orderIds[1]!, 4, anna),
        review(orderIds[2]!, 2, null),
      ])
      .returning();
    expect(await ratingOf()).toEqual({ branch: [3, 3.67], master: [2, 4.5] });

    await connection.db
      .update(reviews)
      .set({ rating: 3, masterId: anna })
      .where(eq(reviews.id, written[2]!.id));
    expect(await ratingOf()).toEqual({ branch: [3, 4], master: [3, 4] });
    await connection.db.delete(reviews).where(eq(reviews.id, written[0]!.id));
    expect(await ratingOf()).toEqual({ branch: [2, 3.5], master: [2, 3.5] });

    expect(await failure(connection.db.insert(reviews).values(review(orderIds[3]!, 6, null)))).toBe(
      '23514',
    );
    // One review per order.
    expect(await failure(connection.db.insert(reviews).values(review(orderIds[1]!, 5, null)))).toBe(
      '23505',
    );
  });

  it('treats e-mail addresses as unique regardless of case', async () => {
    expect(
      await failure(
        connection.db.insert(customers).values({ email: 'guest@example.COM', firstName: 'G' }),
      ),
    ).toBe('23505');
  });
});
