import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  giftCards,
  masterServices,
  orderItems,
  orders,
  payments,
} from '../../db/schema/index.js';
import { newGiftCardCode } from '../gifts/giftCardCode.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { bookingClient, testContact as contact } from '../../test/bookingClient.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { demoCustomer, newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import type { Order } from './orderSchemas.js';

describe.each(testDatabases())('moving an order on $name', (database) => {
  let t: TestApp;
  let alice: TestCustomer;
  let bob: TestCustomer;
  let branchId: number;
  let serviceId: number;
  const client = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );
  const { intervals, freeSlot, post, get, createOrder } = client;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    alice = await newCustomer(db, 'Alice');
    bob = await newCustomer(db, 'Bob');
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    branchId = branch!.id;
    const [popular] = await db
      .select({ serviceId: masterServices.serviceId })
      .from(masterServices)
      .where(eq(masterServices.branchId, branchId))
      .groupBy(masterServices.serviceId)
      .orderBy(sql`count(*) desc`, masterServices.serviceId)
      .limit(1);
    serviceId = popular!.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const move = (who: TestCustomer, guid: string, body: object, key: string = randomUUID()) =>
    post(`/orders/${guid}/reschedule`, who, body, { 'idempotency-key': key });
  const book = async (who: TestCustomer, masterId: number | null, start: string) => {
    const created = await createOrder(who, {
      branchId,
      items: [{ serviceId, masterId }],
      start,
      contact,
    });
    expect(created.status).toBe(201);
    return created.body as Order;
  };
  const activeItems = (guid: string) =>
    t.connection.db
      .select({ masterId: orderItems.masterId, startsAt: orderItems.startsAt })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.guid, guid), eq(orderItems.active, true)));
  const masters = async () => (await intervals(`services=${serviceId}`)).masters;

  it('moves an order to a free time with its master, freeing the old time', async () => {
    const masterId = (await masters())[0]!.id;
    const first = await freeSlot([serviceId], masterId, 0);
    const order = await book(alice, masterId, first.startsAt);
    const target = await freeSlot([serviceId], masterId, 8);
    const moved = await move(alice, order.guid, { start: target.startsAt });
    expect(moved.status).toBe(200);
    const view = moved.body as Order;
    expect(view).toMatchObject({
      guid: order.guid,
      status: 'confirmed',
      startsAt: target.startsAt,
    });
    expect(view.items).toEqual([
      expect.objectContaining({ serviceId, masterId, startsAt: target.startsAt }),
    ]);
    expect(Date.parse(view.startsAt) - Date.parse(view.cancellableUntil)).toBe(
      Date.parse(order.startsAt) - Date.parse(order.cancellableUntil),
    );
    expect(await activeItems(order.guid)).toEqual([
      { masterId, startsAt: new Date(target.startsAt) },
    ]);
    // The old time is free again for anyone; the new one is not.
    const after = await intervals(`services=${serviceId}&master=${masterId}&days=14`);
    const starts = after.days.flatMap((d) => d.slots.map((s) => s.startsAt));
    expect(starts).toContain(first.startsAt);
    expect(starts).not.toContain(target.startsAt);
  });

  it('offers the order its own time in its intervals, and moves into overlapping itself', async () => {
    const masterId = (await masters())[0]!.id;
    const slot = await freeSlot([serviceId], masterId, 2);
    const order = await book(alice, masterId, slot.startsAt);
    const own = await intervals(
      `master=${masterId}&days=14`,
      `/orders/${order.guid}/intervals`,
    ).catch(() => undefined);
    // Intervals of an order need its customer.
    expect(own).toBeUndefined();
    const mine = await get(
      `/orders/${order.guid}/intervals?from=${dateInDays(3)}&master=${masterId}&days=14`,
      alice,
    );
    expect(mine.status).toBe(200);
    const starts: string[] = mine.body.days.flatMap((d: { slots: { startsAt: string }[] }) =>
      d.slots.map((s) => s.startsAt),
    );
    expect(starts).toContain(slot.startsAt);
    const step = mine.body.slotStepMinutes as number;
    const later = new Date(Date.parse(slot.startsAt) + step * 60_000).toISOString();
    // A step later overlaps the order itself (services last longer than a step), nobody else.
    expect(Date.parse(order.endsAt)).toBeGreaterThan(Date.parse(later));
    expect(starts).toContain(later);
    const moved = await move(alice, order.guid, { start: later });
    expect(moved.status).toBe(200);
    expect(moved.body.startsAt).toBe(later);
    expect((await get(`/orders/${order.guid}/intervals?master=${masterId}`, bob)).status).toBe(404);
  });

  it('leaves the order where it was when the time is taken', async () => {
    const masterId = (await masters())[0]!.id;
    const mine = await book(alice, masterId, (await freeSlot([serviceId], masterId, 4)).startsAt);
    const theirs = await book(bob, masterId, (await freeSlot([serviceId], masterId, 6)).startsAt);
    const refused = await move(alice, mine.guid, { start: theirs.startsAt });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('SLOT_TAKEN');
    expect(await activeItems(mine.guid)).toEqual([{ masterId, startsAt: new Date(mine.startsAt) }]);
    expect((await get(`/orders/${mine.guid}`, alice)).body.startsAt).toBe(mine.startsAt);
  });

  it('prices another master anew, and moves nothing at a price the customer did not confirm', async () => {
    const team = await masters();
    const cheap = team.reduce((a, b) => (b.price < a.price ? b : a));
    const dear = team.reduce((a, b) => (b.price > a.price ? b : a));
    const order = await book(alice, cheap.id, (await freeSlot([serviceId], cheap.id, 10)).startsAt);
    expect(order.total).toBe(cheap.price);
    const target = await freeSlot([serviceId], dear.id, 12);
    const body = { start: target.startsAt, masterId: dear.id };
    expect(dear.price).toBeGreaterThan(cheap.price);
    const stale = await move(alice, order.guid, { ...body, expectedTotal: cheap.price });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PRICE_CHANGED');
    expect((await get(`/orders/${order.guid}`, alice)).body.startsAt).toBe(order.startsAt);
    const moved = await move(alice, order.guid, { ...body, expectedTotal: dear.price });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ total: dear.price, amountDue: dear.price });
    expect(moved.body.items[0].masterId).toBe(dear.id);
  });

  it('gives gift card money above a cheaper price back, and keeps a paid order’s price', async () => {
    const db = t.connection.db;
    const team = await masters();
    const cheap = team.reduce((a, b) => (b.price < a.price ? b : a));
    const dear = team.reduce((a, b) => (b.price > a.price ? b : a));
    const [branch] = await db.select().from(branches).where(eq(branches.id, branchId));
    const code = newGiftCardCode();
    const [card] = await db
      .insert(giftCards)
      .values({
        code,
        organizationId: branch!.organizationId,
        initialAmount: 1_000_000,
        balance: 1_000_000,
        currency: 'RSD',
        status: 'active',
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      })
      .returning();
    const start = (await freeSlot([serviceId], dear.id, 18)).startsAt;
    const created = await createOrder(alice, {
      branchId,
      items: [{ serviceId, masterId: dear.id }],
      start,
      contact,
      giftCardCode: code,
    });
    expect(created.body).toMatchObject({ giftCardAmount: dear.price, amountDue: 0 });
    const balance = async () =>
      (await db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.balance;
    expect(await balance()).toBe(1_000_000 - dear.price);
    const target = await freeSlot([serviceId], cheap.id, 20);
    const moved = await move(alice, created.body.guid, {
      start: target.startsAt,
      masterId: cheap.id,
      expectedTotal: cheap.price,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      total: cheap.price,
      giftCardAmount: cheap.price,
      amountDue: 0,
    });
    expect(await balance()).toBe(1_000_000 - cheap.price);
    // Cancelled, the card gets back what the moved order still holds: all of it.
    expect((await post(`/orders/${created.body.guid}/cancel`, alice, {})).status).toBe(200);
    expect(await balance()).toBe(1_000_000);

    // A paid order moves only at its price.
    const paid = await book(alice, cheap.id, (await freeSlot([serviceId], cheap.id, 22)).startsAt);
    const [row] = await db.select().from(orders).where(eq(orders.guid, paid.guid));
    await db.insert(payments).values({
      orderId: row!.id,
      method: 'ips_qr',
      amount: paid.total,
      currency: 'RSD',
      status: 'paid',
      reference: `97-test-${randomUUID()}`,
      payload: 'K:PR|test',
      expiresAt: new Date(),
      paidAt: new Date(),
    });
    const elsewhere = await freeSlot([serviceId], dear.id, 24);
    const refused = await move(alice, paid.guid, { start: elsewhere.startsAt, masterId: dear.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PRICE_FIXED');
    const same = await freeSlot([serviceId], cheap.id, 24);
    expect((await move(alice, paid.guid, { start: same.startsAt })).status).toBe(200);
  });

  it('answers a replay with the first answer, and refuses cancelled, late and foreign orders', async () => {
    const masterId = (await masters())[0]!.id;
    const order = await book(alice, masterId, (await freeSlot([serviceId], masterId, 14)).startsAt);
    const target = await freeSlot([serviceId], masterId, 16);
    const key = randomUUID();
    const first = await move(alice, order.guid, { start: target.startsAt }, key);
    const replay = await move(alice, order.guid, { start: target.startsAt }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await move(bob, order.guid, { start: target.startsAt })).status).toBe(404);
    expect((await move(alice, order.guid, { start: 'tomorrow' })).status).toBe(400);
    expect((await post(`/orders/${order.guid}/cancel`, alice, {})).status).toBe(200);
    const cancelled = await move(alice, order.guid, { start: order.startsAt });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe('NOT_RESCHEDULABLE');

    const demo = await demoCustomer(t.connection.db);
    const upcoming = (await get('/orders', demo)).body.orders as Order[];
    const late = upcoming.find((o) => o.status === 'confirmed' && !o.canCancel)!;
    const refused = await move(demo, late.guid, { start: target.startsAt });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('OUTSIDE_CANCELLATION_WINDOW');
  });

  it('lets exactly one of 100 simultaneous moves into one time succeed; the rest stay put', async () => {
    const team = await masters();
    const masterId = team.at(-1)!.id;
    // The target: the master's last free start in the fortnight, far from the orders below.
    const target = await freeSlot([serviceId], masterId, -1);
    const customers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => newCustomer(t.connection.db, `Mover ${i}`)),
    );
    const booked: Order[] = [];
    for (const customer of customers) {
      const slot = await freeSlot([serviceId], 'any', 0);
      booked.push(await book(customer, null, slot.startsAt));
    }
    expect(booked.some((o) => o.startsAt === target.startsAt)).toBe(false);
    const started = performance.now();
    const answers = await Promise.all(
      booked.map((order, i) =>
        move(customers[i]!, order.guid, { start: target.startsAt, masterId }),
      ),
    );
    const elapsed = performance.now() - started;
    const moved = answers.filter((a) => a.status === 200);
    const taken = answers.filter((a) => a.status === 409 && a.body.error.code === 'SLOT_TAKEN');
    console.info(
      `[${database.name}] 100 concurrent moves into one time: ${moved.length} moved, ${taken.length} SLOT_TAKEN, ` +
        `other ${answers.length - moved.length - taken.length}, ${elapsed.toFixed(0)} ms`,
    );
    expect(moved).toHaveLength(1);
    expect(taken).toHaveLength(99);
    const [held] = await t.connection.db
      .select({ items: count() })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.masterId, masterId),
          eq(orderItems.active, true),
          eq(orderItems.startsAt, new Date(target.startsAt)),
        ),
      );
    expect(held!.items).toBe(1);
    // Every refused order still holds its own time, as booked.
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 200) continue;
      const items = await activeItems(booked[i]!.guid);
      expect(items.map((item) => item.startsAt.toISOString())).toEqual([booked[i]!.startsAt]);
    }
  }, 120_000);
});
