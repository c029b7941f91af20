// Issue 42 item 4: a women's haircut and a facial at Salon Lotus Vračar, which no one specialist
// there does both of. "Any specialist" books them back to back, each with a specialist who does
// it, in one order; the exclusion constraint keeps every specialist's time from overlapping.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, masterServices, orderItems, orders, services } from '../../db/schema/index.js';
import { sqlState, sqlStates } from '../../kernel/databaseErrors.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { bookingClient, testContact as contact } from '../../test/bookingClient.js';
import { awaitMail } from '../../test/outboxMail.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import type { Intervals } from '../bookingEngine/availabilitySchemas.js';
import type { VisitPayload } from '../mail/visits.js';
import type { Order, OrderQuote } from './orderSchemas.js';

type Slot = Intervals['days'][number]['slots'][number] & { date: string };

describe.each(testDatabases())('a haircut and a facial in one visit on $name', (database) => {
  let t: TestApp;
  let alice: TestCustomer;
  let bob: TestCustomer;
  let branchId: number;
  let haircut: number;
  let facial: number;
  /** Who does each service. */
  let hairdressers: Set<number>;
  let beauticians: Set<number>;
  const { intervals, get, post, createOrder } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    alice = await newCustomer(db, 'Alice');
    bob = await newCustomer(db, 'Bob');
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Vračar'));
    branchId = branch!.id;
    const serviceNamed = async (name: string) => {
      const [row] = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.branchId, branchId), sql`${services.name}->>'en' = ${name}`));
      return row!.id;
    };
    haircut = await serviceNamed("Women's haircut");
    facial = await serviceNamed('Classic facial');
    const performers = async (serviceId: number) =>
      new Set(
        (
          await db
            .select({ masterId: masterServices.masterId })
            .from(masterServices)
            .where(eq(masterServices.serviceId, serviceId))
        ).map((row) => row.masterId),
      );
    hairdressers = await performers(haircut);
    beauticians = await performers(facial);
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  /** Chained starts of the two services, `days` days from three days ahead. */
  const chainedSlots = async (days = 7): Promise<Slot[]> => {
    const answer = await intervals(`services=${haircut},${facial}&master=any&days=${days}`);
    return answer.days.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })));
  };
  const itemsOf = (slot: Slot) =>
    slot.parts!.map((part) => ({ serviceId: part.serviceId, masterId: part.masterId }));
  /** Books the chain a slot names, as the checkout sends it (each part's master). */
  const bookChain = async (who: TestCustomer, slot: Slot) => {
    const created = await createOrder(who, {
      branchId,
      items: itemsOf(slot),
      start: slot.startsAt,
      contact,
    });
    expect(created.status).toBe(201);
    return created.body as Order;
  };
  const activeItemsAt = (masterId: number, startsAt: string) =>
    t.connection.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.masterId, masterId),
          eq(orderItems.active, true),
          eq(orderItems.startsAt, new Date(startsAt)),
        ),
      );

  it('is a combination no one specialist there does', () => {
    expect(hairdressers.size).toBeGreaterThan(0);
    expect(beauticians.size).toBeGreaterThan(0);
    expect([...hairdressers].some((id) => beauticians.has(id))).toBe(false);
  });

  it('offers the starts where the two fit back to back, each with a specialist who does it', async () => {
    const answer = await intervals(`services=${haircut},${facial}&days=7`);
    // Nobody does both, so no one's price covers both.
    expect(answer.masters).toEqual([]);
    const slots = await chainedSlots();
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots) {
      expect(slot.masterIds).toEqual([]);
      const [first, second] = slot.parts!;
      expect(slot.parts).toHaveLength(2);
      expect(first).toMatchObject({ serviceId: haircut, startsAt: slot.startsAt });
      expect(hairdressers.has(first!.masterId)).toBe(true);
      expect(second).toMatchObject({ serviceId: facial, startsAt: first!.endsAt });
      expect(beauticians.has(second!.masterId)).toBe(true);
      expect(second!.masterName).toEqual(expect.any(String));
    }
    // A specialist who does only one of them is not offered as doing both.
    const [hairdresser] = [...hairdressers];
    const alone = await get(
      `/book/branches/${branchId}/intervals?services=${haircut},${facial}&master=${hairdresser}`,
    );
    expect(alone.status).toBe(404);
  });

  it('books a chained start as one order: a line per service, its specialist and time, no overlap', async () => {
    const [slot] = (await chainedSlots()).slice(3);
    const request = {
      branchId,
      items: [
        { serviceId: haircut, masterId: null },
        { serviceId: facial, masterId: null },
      ],
      start: slot!.startsAt,
    };
    const quote = await post('/orders/quote', alice, request);
    expect(quote.status).toBe(200);
    const quoted = quote.body as OrderQuote;
    // The checkout's quote names the chain the calendar offered.
    expect(quoted.items.map(({ serviceId, masterId }) => ({ serviceId, masterId }))).toEqual(
      itemsOf(slot!),
    );
    const created = await createOrder(alice, {
      ...request,
      items: quoted.items.map(({ serviceId, masterId }) => ({ serviceId, masterId })),
      expectedTotal: quoted.total,
      contact,
    });
    expect(created.status).toBe(201);
    const order = created.body as Order;
    const [first, second] = order.items;
    expect(order.items).toHaveLength(2);
    expect(first).toMatchObject({
      serviceName: "Women's haircut",
      masterId: slot!.parts![0]!.masterId,
      startsAt: slot!.startsAt,
    });
    expect(second).toMatchObject({
      serviceName: 'Classic facial',
      masterId: slot!.parts![1]!.masterId,
      startsAt: first!.endsAt,
    });
    expect(first!.masterId).not.toBe(second!.masterId);
    expect(order).toMatchObject({ startsAt: first!.startsAt, endsAt: second!.endsAt });
    expect(order.total).toBe(first!.price + second!.price);
    // That chain is not offered again (the start may be, with other specialists).
    const again = (await chainedSlots()).find((s) => s.startsAt === slot!.startsAt);
    expect(again?.parts?.map((part) => part.masterId)).not.toEqual([
      first!.masterId,
      second!.masterId,
    ]);
    // One confirmation e-mail telling each part with its specialist and time.
    const mail = await awaitMail(t.connection.db, 'visit.booked', contact.email);
    const visit = mail!.payload as VisitPayload;
    expect(visit.page).toEqual({ order: order.guid });
    expect(visit.items).toEqual([
      {
        name: "Women's haircut",
        master: first!.masterName,
        startsAt: first!.startsAt,
        endsAt: first!.endsAt,
      },
      {
        name: 'Classic facial',
        master: second!.masterName,
        startsAt: second!.startsAt,
        endsAt: second!.endsAt,
      },
    ]);
  });

  it('lets the database refuse any line that would overlap another of its specialist', async () => {
    const [slot] = (await chainedSlots()).slice(6);
    const order = await bookChain(alice, slot!);
    const second = order.items[1]!;
    const [row] = await t.connection.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.guid, order.guid));
    // Straight into the table, past every check of the api: the constraint alone says no.
    const overlapping = t.connection.db.insert(orderItems).values({
      orderId: row!.id,
      serviceId: facial,
      masterId: second.masterId,
      startsAt: new Date(Date.parse(second.startsAt) + 15 * 60_000),
      endsAt: new Date(Date.parse(second.endsAt) + 15 * 60_000),
      price: 100,
    });
    await expect(overlapping).rejects.toSatisfy(
      (error) => sqlState(error) === sqlStates.exclusionViolation,
    );
  });

  it('refuses the whole chain when its second line is taken: nothing of it is booked', async () => {
    const [slot] = (await chainedSlots()).slice(9);
    const [haircutPart, facialPart] = slot!.parts!;
    // Bob takes the facial's specialist for the time of the facial.
    const facialOnly = await createOrder(bob, {
      branchId,
      items: [{ serviceId: facial, masterId: facialPart!.masterId }],
      start: facialPart!.startsAt,
      contact,
    });
    expect(facialOnly.status).toBe(201);
    // The chain as the calendar offered it, its specialists named: refused, and its haircut line
    // (free on its own) is not booked either.
    const chain = await createOrder(alice, {
      branchId,
      items: itemsOf(slot!),
      start: slot!.startsAt,
      contact,
    });
    expect(chain.status).toBe(409);
    expect(chain.body.error.code).toBe('SLOT_TAKEN');
    expect(await activeItemsAt(haircutPart!.masterId, haircutPart!.startsAt)).toEqual([]);
    // "Any specialist": with the salon's one beautician taken then, no chain fits from there.
    expect(beauticians.size).toBe(1);
    const any = await createOrder(alice, {
      branchId,
      items: [
        { serviceId: haircut, masterId: null },
        { serviceId: facial, masterId: null },
      ],
      start: slot!.startsAt,
      contact,
    });
    expect(any.status).toBe(409);
    expect(any.body.error.code).toBe('SLOT_TAKEN');
    expect(await activeItemsAt(haircutPart!.masterId, haircutPart!.startsAt)).toEqual([]);
  });

  it('moves the chained visit, each part to a specialist who does it, and cancels it whole', async () => {
    const [slot] = (await chainedSlots()).slice(12);
    const order = await bookChain(bob, slot!);
    // Where it could move: chained starts of its own services, its own time counted free.
    const own = await get(`/orders/${order.guid}/intervals?master=any&days=7`, bob);
    expect(own.status).toBe(200);
    const targets = (own.body as Intervals).days
      .flatMap((day) => day.slots)
      .filter((s) => s.parts && s.startsAt !== slot!.startsAt);
    const target = targets[targets.length >> 1]!;
    const moved = await post(
      `/orders/${order.guid}/reschedule`,
      bob,
      {
        start: target.startsAt,
        masterId: null,
        expectedTotal: target.parts!.reduce((sum, part) => sum + part.price, 0),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(moved.status).toBe(200);
    const after = moved.body as Order;
    expect(
      after.items.map(({ serviceId, masterId, startsAt, endsAt }) => ({
        serviceId,
        masterId,
        startsAt,
        endsAt,
      })),
    ).toEqual(
      target.parts!.map(({ serviceId, masterId, startsAt, endsAt }) => ({
        serviceId,
        masterId,
        startsAt,
        endsAt,
      })),
    );
    // The old lines are free again; the new ones are the order's only lines.
    expect(await activeItemsAt(slot!.parts![0]!.masterId, slot!.startsAt)).toEqual([]);
    const cancelled = await post(`/orders/${order.guid}/cancel`, bob, {});
    expect(cancelled.status).toBe(200);
    for (const part of target.parts!)
      expect(await activeItemsAt(part.masterId, part.startsAt)).toEqual([]);
  });

  it('gives simultaneous bookings that overlap one line to exactly one of them, whole', async () => {
    const [slot] = (await chainedSlots(14)).slice(-4);
    const [haircutPart, facialPart] = slot!.parts!;
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => newCustomer(t.connection.db, `Racer ${i}`)),
    );
    // Half book the chain, half only the facial at the chain's second line.
    const answers = await Promise.all(
      racers.map((who, i) =>
        createOrder(
          who,
          i % 2 === 0
            ? { branchId, items: itemsOf(slot!), start: slot!.startsAt, contact }
            : {
                branchId,
                items: [{ serviceId: facial, masterId: facialPart!.masterId }],
                start: facialPart!.startsAt,
                contact,
              },
          randomUUID(),
        ),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter(
      (answer) => answer.status === 409 && answer.body.error.code === 'SLOT_TAKEN',
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(5);
    const chainWon = (created[0]!.body as Order).items.length === 2;
    // A refused chain left no line behind: its haircut specialist is booked only if it won.
    expect(await activeItemsAt(haircutPart!.masterId, haircutPart!.startsAt)).toHaveLength(
      chainWon ? 1 : 0,
    );
    expect(await activeItemsAt(facialPart!.masterId, facialPart!.startsAt)).toHaveLength(1);
  }, 60_000);
});
