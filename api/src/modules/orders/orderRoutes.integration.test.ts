import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  giftCards,
  idempotencyKeys,
  masterServices,
  orderItems,
} from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { Intervals } from '../bookingEngine/availabilitySchemas.js';
import type { Order } from './orderSchemas.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { demoCustomer, newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import { bookingClient, testContact as contact } from '../../test/bookingClient.js';

describe.each(testDatabases())('orders on $name', (database) => {
  let t: TestApp;
  let demo: TestCustomer;
  let alice: TestCustomer;
  let branchId: number;
  let serviceId: number;
  let secondServiceId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    demo = await demoCustomer(db);
    alice = await newCustomer(db, 'Alice');
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    branchId = branch!.id;
    const popular = await db
      .select({ serviceId: masterServices.serviceId, masters: count() })
      .from(masterServices)
      .where(eq(masterServices.branchId, branchId))
      .groupBy(masterServices.serviceId)
      .orderBy(sql`count(*) desc`, masterServices.serviceId)
      .limit(2);
    serviceId = popular[0]!.serviceId;
    secondServiceId = popular[1]!.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const { intervals, freeSlot, post, get, createOrder } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );

  describe('POST /orders', () => {
    it('books a chosen master at a free start, priced, with its cancellation deadline', async () => {
      const any = await intervals(`services=${serviceId}`);
      const master = any.masters[0]!;
      const slot = await freeSlot([serviceId], master.id);
      const { status, body } = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId: master.id }],
        start: slot.startsAt,
        contact,
        comment: 'Window seat please',
      });
      expect(status).toBe(201);
      const order = body as Order;
      expect(order).toMatchObject({
        status: 'confirmed',
        startsAt: slot.startsAt,
        total: master.price,
        amountDue: master.price,
        currency: 'RSD',
        canCancel: true,
        canReview: false,
        comment: 'Window seat please',
        contact,
      });
      expect(order.items).toEqual([
        expect.objectContaining({ serviceId, masterId: master.id, startsAt: slot.startsAt }),
      ]);
      expect(Date.parse(order.endsAt) - Date.parse(order.startsAt)).toBe(
        master.durationMinutes * 60_000,
      );
      // The branch's window is 24 h unless seeded otherwise; the deadline is before the start.
      expect(Date.parse(order.cancellableUntil)).toBeLessThanOrEqual(Date.parse(order.startsAt));
      const after = await intervals(`services=${serviceId}&master=${master.id}&days=14`);
      expect(after.days.flatMap((d) => d.slots).some((s) => s.startsAt === slot.startsAt)).toBe(
        false,
      );
    });

    it('accepts a local date and time in the branch zone and assigns a master for any', async () => {
      const slot = await freeSlot([serviceId], 'any', 3);
      const { status, body } = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: `${slot.date}T${slot.time}`,
        contact,
      });
      expect(status).toBe(201);
      expect(body.startsAt).toBe(slot.startsAt);
      expect(slot.masterIds).toContain(body.items[0].masterId);
    });

    it('puts several services back to back', async () => {
      // A start one master is free for both at (others may be chains of two: chainedOrder tests).
      const both = await intervals(`services=${serviceId},${secondServiceId}&days=14`);
      const slot = both.days.flatMap((d) => d.slots).filter((s) => s.masterIds.length > 0)[5]!;
      const masterId = slot.masterIds[0]!;
      const { status, body } = await createOrder(alice, {
        branchId,
        items: [
          { serviceId, masterId },
          { serviceId: secondServiceId, masterId },
        ],
        start: slot.startsAt,
        contact,
      });
      expect(status).toBe(201);
      const [first, second] = body.items;
      expect(first.endsAt).toBe(second.startsAt);
      expect(body.endsAt).toBe(second.endsAt);
      expect(body.total).toBe(first.price + second.price);
    });

    it('answers 409 SLOT_TAKEN when the master is booked then', async () => {
      const any = await intervals(`services=${serviceId}`);
      const masterId = any.masters[1]!.id;
      const slot = await freeSlot([serviceId], masterId, 2);
      const body = { branchId, items: [{ serviceId, masterId }], start: slot.startsAt, contact };
      expect((await createOrder(alice, body)).status).toBe(201);
      const bob = await newCustomer(t.connection.db, 'Bob');
      const taken = await createOrder(bob, body);
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('SLOT_TAKEN');
    });

    it('answers 422 SLOT_UNAVAILABLE at night, too soon or too far ahead', async () => {
      const masterId = (await intervals(`services=${serviceId}`)).masters[0]!.id;
      const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      for (const start of [
        `${tomorrow}T03:00`,
        new Date(Date.now() + 60_000).toISOString(),
        new Date(Date.now() + 400 * 86_400_000).toISOString(),
      ]) {
        const { status, body } = await createOrder(alice, {
          branchId,
          items: [{ serviceId, masterId }],
          start,
          contact,
        });
        expect(status).toBe(422);
        expect(body.error.code).toBe('SLOT_UNAVAILABLE');
      }
    });

    it('refuses a service of another branch and an invalid body', async () => {
      const bad = await createOrder(alice, {
        branchId,
        items: [{ serviceId: 1, masterId: null }],
        start: '2030-01-01T10:00',
        contact,
      });
      expect([400, 422]).toContain(bad.status);
      const invalid = await createOrder(alice, { branchId, items: [], start: 'tomorrow', contact });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.code).toBe('VALIDATION');
      // E.164 in form but a digit short (issue 42): refused at the field, nothing booked.
      const slot = await freeSlot(
        [serviceId],
        (await intervals(`services=${serviceId}`)).masters[0]!.id,
      );
      const short = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: slot.startsAt,
        contact: { ...contact, phone: '+3816412345' },
      });
      expect(short.status).toBe(400);
      expect(short.body.error.details[0].field).toBe('contact.phone');
    });

    it('refuses a start off the slot grid or at an impossible time, at the field, translated (issue 14)', async () => {
      const masterId = (await intervals(`services=${serviceId}`)).masters[0]!.id;
      const slot = await freeSlot([serviceId], masterId);
      const [hour, minute] = slot.time.split(':').map(Number) as [number, number];
      const at = (clock: string) => `${slot.date}T${clock}`;
      const pad = (n: number) => String(n).padStart(2, '0');
      const starts = {
        offGrid: at(`${pad(hour)}:${pad(minute + 7)}`),
        withSeconds: at(`${slot.time}:30`),
        sixtyMinutes: at(`${pad(hour)}:60`),
        hour24: at('24:00'),
        february30: '2030-02-30T10:00',
        offGridInstant: new Date(Date.parse(slot.startsAt) + 7 * 60_000).toISOString(),
      };
      for (const [name, start] of Object.entries(starts)) {
        const { status, body } = await createOrder(alice, {
          branchId,
          items: [{ serviceId, masterId }],
          start,
          contact,
        });
        expect({ name, status, code: body.error?.code }).toEqual({
          name,
          status: 400,
          code: 'VALIDATION',
        });
        expect(body.error.details).toEqual([expect.objectContaining({ field: 'start' })]);
      }
      const inSerbian = await post(
        '/orders',
        alice,
        { branchId, items: [{ serviceId, masterId }], start: starts.offGrid, contact },
        { 'idempotency-key': randomUUID(), 'accept-language': 'sr-RS' },
      );
      expect(inSerbian.body.error.details[0].message).toMatch(/na mreži od \d+ minuta/);
      const inRussian = await post(
        '/orders',
        alice,
        { branchId, items: [{ serviceId, masterId }], start: starts.sixtyMinutes, contact },
        { 'idempotency-key': randomUUID(), 'accept-language': 'ru' },
      );
      expect(inRussian.body.error.details[0].message).toMatch(/должно быть датой и временем/);
      // The grid start itself is still booked.
      const onGrid = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId }],
        start: at(slot.time),
        contact,
      });
      expect(onGrid.status).toBe(201);
    });

    it('refuses ids past the int4 range and NUL characters with 400 VALIDATION (issue 14)', async () => {
      const slot = await freeSlot([serviceId], 'any');
      const valid = {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: slot.startsAt,
        contact,
      };
      for (const body of [
        { ...valid, branchId: 2 ** 31 },
        { ...valid, items: [{ serviceId: 2 ** 31, masterId: null }] },
        { ...valid, items: [{ serviceId, masterId: 2 ** 53 }] },
        { ...valid, contact: { ...contact, name: 'Ana\u0000' } },
        { ...valid, comment: '\u0000' },
      ]) {
        const { status, body: answer } = await createOrder(alice, body);
        expect({ status, code: answer.error?.code }).toEqual({ status: 400, code: 'VALIDATION' });
      }
    });

    it('knows only the branches of the project country', async () => {
      const slot = await freeSlot([serviceId], 'any');
      const body = {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: slot.startsAt,
        contact,
      };
      const here = await createOrder(alice, body, randomUUID());
      expect(here.status).toBe(201);
      const inRussia = await post('/orders', alice, body, {
        'idempotency-key': randomUUID(),
        'x-project-country': 'RU',
      });
      expect(inRussia.status).toBe(404);
      expect(inRussia.body.error.code).toBe('NOT_FOUND');
      const intervalsInRussia = await t.app.inject({
        url: `/book/branches/${branchId}/intervals?services=${serviceId}`,
        headers: { 'x-project-country': 'RU' },
      });
      expect(intervalsInRussia.statusCode).toBe(404);
    });

    it('needs a bearer token and an Idempotency-Key', async () => {
      const body = {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: '2030-01-01T10:00',
        contact,
      };
      expect(
        (await post('/orders', undefined, body, { 'idempotency-key': randomUUID() })).status,
      ).toBe(401);
      const noKey = await post('/orders', alice, body);
      expect(noKey.status).toBe(400);
      expect(noKey.body.error.details[0].field).toBe('idempotency-key');
    });

    it('replays the first answer for the same key and payload, refuses another payload', async () => {
      const slot = await freeSlot([serviceId], 'any', 7);
      const key = randomUUID();
      // A chosen master, so the same request of another customer finds the time taken.
      const body = {
        branchId,
        items: [{ serviceId, masterId: slot.masterIds[0]! }],
        start: slot.startsAt,
        contact,
      };
      const first = await createOrder(alice, body, key);
      expect(first.status).toBe(201);
      // Same payload with keys in another order: still the same request.
      const replay = await createOrder(
        alice,
        { contact, start: slot.startsAt, items: body.items, branchId },
        key,
      );
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      const other = await createOrder(alice, { ...body, comment: 'changed' }, key);
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe('IDEMPOTENCY_MISMATCH');
      // The same key of another customer is another key.
      const bob = await newCustomer(t.connection.db, 'Bob');
      const bobs = await createOrder(bob, body, key);
      expect(bobs.status).toBe(409);
      expect(bobs.body.error.code).toBe('SLOT_TAKEN');
      // …and a refusal is replayed too.
      expect((await createOrder(bob, body, key)).body).toEqual(bobs.body);
    });

    it('forgets a key after its lifetime: the same key then books anew', async () => {
      const key = randomUUID();
      const body = {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: '2030-01-01T10:00',
        contact,
      };
      const refused = await createOrder(alice, body, key);
      expect(refused.status).toBe(422);
      await t.connection.db
        .update(idempotencyKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(idempotencyKeys.key, key));
      const slot = await freeSlot([serviceId], 'any', 9);
      const again = await createOrder(alice, { ...body, start: slot.startsAt }, key);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
    });

    it('spends a gift card and gives it back on cancel', async () => {
      const db = t.connection.db;
      const [card] = await db
        .select()
        .from(giftCards)
        .where(
          and(
            eq(giftCards.status, 'active'),
            gt(giftCards.balance, 0),
            gt(giftCards.expiresAt, new Date()),
            isNull(giftCards.branchId),
          ),
        )
        .limit(1);
      expect(card).toBeDefined();
      const [branch] = await db
        .select()
        .from(branches)
        .where(
          and(
            eq(branches.organizationId, card!.organizationId),
            eq(branches.interfaceMode, 'multi'),
          ),
        )
        .limit(1);
      const fallback =
        branch ??
        (
          await db.select().from(branches).where(eq(branches.organizationId, card!.organizationId))
        )[0]!;
      const [offer] = await db
        .select()
        .from(masterServices)
        .where(eq(masterServices.branchId, fallback.id))
        .limit(1);
      const answer = (
        await t.app.inject({
          url: `/book/branches/${fallback.id}/intervals?services=${offer!.serviceId}&days=14`,
          headers: { 'x-project-country': 'RS' },
        })
      ).json() as Intervals;
      const slot = answer.days.flatMap((d) => d.slots).at(-1)!;
      const { status, body } = await createOrder(alice, {
        branchId: fallback.id,
        items: [{ serviceId: offer!.serviceId, masterId: null }],
        start: slot.startsAt,
        contact,
        giftCardCode: ` ${card!.code.toLowerCase()} `,
      });
      expect(status).toBe(201);
      const spent = Math.min(card!.balance, body.total);
      expect(body.giftCardAmount).toBe(spent);
      expect(body.amountDue).toBe(body.total - spent);
      const balance = async () =>
        (await db.select().from(giftCards).where(eq(giftCards.id, card!.id)))[0]!.balance;
      expect(await balance()).toBe(card!.balance - spent);
      const cancelled = await post(`/orders/${body.guid}/cancel`, alice, {});
      expect(cancelled.status).toBe(200);
      expect(await balance()).toBe(card!.balance);
    });

    it('refuses an expired or unknown gift card with 422 GIFT_CARD_INVALID', async () => {
      const slot = await freeSlot([serviceId], 'any', 9);
      for (const giftCardCode of ['TERM-X2RM-7HWD', 'TERM-AAAA-AAAA']) {
        const { status, body } = await createOrder(alice, {
          branchId,
          items: [{ serviceId, masterId: null }],
          start: slot.startsAt,
          contact,
          giftCardCode,
        });
        expect(status).toBe(422);
        expect(body.error.code).toBe('GIFT_CARD_INVALID');
      }
    });
  });

  describe('reading, cancelling, reviewing', () => {
    it("lists the demo customer's upcoming and past orders and shows only own ones", async () => {
      const upcoming = await get('/orders', demo);
      expect(upcoming.status).toBe(200);
      expect(upcoming.body.orders.length).toBeGreaterThanOrEqual(2);
      const past = await get('/orders?when=past', demo);
      expect(past.body.orders.length).toBeGreaterThanOrEqual(3);
      const guid = upcoming.body.orders[0].guid;
      expect((await get(`/orders/${guid}`, demo)).body.guid).toBe(guid);
      expect((await get(`/orders/${guid}`, alice)).status).toBe(404);
      expect((await get(`/orders/${randomUUID()}`, demo)).status).toBe(404);
      expect((await get(`/orders/${guid}`)).status).toBe(401);
    });

    it('cancels before the deadline, frees the time, refuses a second cancel', async () => {
      const slot = await freeSlot([serviceId], 'any', 11);
      const created = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId: slot.masterIds[0] }],
        start: slot.startsAt,
        contact,
      });
      const guid = created.body.guid;
      const cancel = await post(`/orders/${guid}/cancel`, alice, { reason: 'Plans changed' });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ status: 'cancelled', canCancel: false });
      const active = await t.connection.db
        .select({ active: orderItems.active })
        .from(orderItems)
        .innerJoin(sql`orders`, sql`orders.id = ${orderItems.orderId}`)
        .where(sql`orders.guid = ${guid}`);
      expect(active).toEqual([{ active: false }]);
      const again = await post(`/orders/${guid}/cancel`, alice, {});
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('NOT_CANCELLABLE');
      // Free again: the same master can be booked at the same start.
      const rebooked = await createOrder(alice, {
        branchId,
        items: [{ serviceId, masterId: slot.masterIds[0] }],
        start: slot.startsAt,
        contact,
      });
      expect(rebooked.status).toBe(201);
      // Without a body too.
      const bare = await t.app.inject({
        method: 'POST',
        url: `/orders/${rebooked.body.guid}/cancel`,
        headers: alice.headers,
      });
      expect(bare.statusCode).toBe(200);
    });

    it('refuses to cancel inside the window with the deadline', async () => {
      const upcoming = (await get('/orders', demo)).body.orders as Order[];
      const late = upcoming.find((o) => o.status === 'confirmed' && !o.canCancel);
      expect(late).toBeDefined();
      const { status, body } = await post(`/orders/${late!.guid}/cancel`, demo, {});
      expect(status).toBe(409);
      expect(body).toEqual({
        error: { code: 'OUTSIDE_CANCELLATION_WINDOW', message: expect.any(String) },
        cancellableUntil: late!.cancellableUntil,
      });
      const early = upcoming.find((o) => o.canCancel);
      expect(early).toBeDefined();
    });

    it('reviews a finished order once', async () => {
      const past = (await get('/orders?when=past', demo)).body.orders as Order[];
      const open = past.find((o) => o.canReview);
      expect(open).toBeDefined();
      const review = await post(`/orders/${open!.guid}/review`, demo, { rating: 4, text: 'Good' });
      expect(review.status).toBe(201);
      expect(review.body).toMatchObject({ rating: 4, text: 'Good' });
      const again = await post(`/orders/${open!.guid}/review`, demo, { rating: 5 });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('ALREADY_REVIEWED');
      const shown = await get(`/orders/${open!.guid}`, demo);
      expect(shown.body).toMatchObject({ canReview: false, review: { rating: 4, text: 'Good' } });
      const upcoming = (await get('/orders', demo)).body.orders as Order[];
      const notYet = await post(`/orders/${upcoming[0]!.guid}/review`, demo, { rating: 5 });
      expect(notYet.status).toBe(409);
      expect(notYet.body.error.code).toBe('NOT_REVIEWABLE');
      expect((await post(`/orders/${open!.guid}/review`, alice, { rating: 5 })).status).toBe(404);
      expect((await post(`/orders/${open!.guid}/review`, demo, { rating: 6 })).status).toBe(400);
    });
  });

  describe('concurrency', () => {
    it('lets exactly one of 100 simultaneous bookings of one master and start succeed', async () => {
      const customers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => newCustomer(t.connection.db, `Racer ${i}`)),
      );
      const any = await intervals(`services=${serviceId}`);
      const masterId = any.masters.at(-1)!.id;
      const slot = await freeSlot([serviceId], masterId, 4);
      const body = { branchId, items: [{ serviceId, masterId }], start: slot.startsAt, contact };
      const started = performance.now();
      const answers = await Promise.all(customers.map((c) => createOrder(c, body)));
      const elapsed = performance.now() - started;
      const created = answers.filter((a) => a.status === 201);
      const taken = answers.filter((a) => a.status === 409 && a.body.error.code === 'SLOT_TAKEN');
      console.info(
        `[${database.name}] 100 concurrent POST /orders: ${created.length} created, ${taken.length} SLOT_TAKEN, ` +
          `other ${answers.length - created.length - taken.length}, ${elapsed.toFixed(0)} ms`,
      );
      expect(created).toHaveLength(1);
      expect(taken).toHaveLength(99);
      const [{ items } = { items: 0 }] = await t.connection.db
        .select({ items: count() })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.masterId, masterId),
            eq(orderItems.active, true),
            eq(orderItems.startsAt, new Date(slot.startsAt)),
          ),
        );
      expect(items).toBe(1);
    }, 60_000);

    it('gives simultaneous "any master" bookings of one start to as many masters as are free', async () => {
      const slot = await freeSlot([serviceId], 'any', 20);
      const free = slot.masterIds.length;
      const people = await Promise.all(
        Array.from({ length: free + 5 }, (_, i) => newCustomer(t.connection.db, `Any ${i}`)),
      );
      const body = {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: slot.startsAt,
        contact,
      };
      const answers = await Promise.all(people.map((p) => createOrder(p, body)));
      const created = answers.filter((a) => a.status === 201);
      const taken = answers.filter((a) => a.status === 409 && a.body.error.code === 'SLOT_TAKEN');
      console.info(
        `[${database.name}] ${people.length} concurrent "any" bookings for ${free} free masters: ${created.length} created, ${taken.length} SLOT_TAKEN`,
      );
      expect(created).toHaveLength(free);
      expect(taken).toHaveLength(5);
      const assigned = new Set(created.map((a) => a.body.items[0].masterId));
      expect(assigned.size).toBe(free);
    }, 60_000);
  });

  describe('POST /orders/quote: one firm price', () => {
    const quote = (body: unknown) => post('/orders/quote', undefined, body);
    /** Books `order` at the total its quote gave. */
    const bookQuoted = async (order: object, quoted: { body: { total: number } }) => {
      const booked = await createOrder(alice, {
        ...order,
        contact,
        expectedTotal: quoted.body.total,
      });
      expect(booked.status).toBe(201);
      expect(booked.body.total).toBe(quoted.body.total);
      return booked.body as Order;
    };

    it('prices a chosen master at their own price, and books exactly that', async () => {
      const { masters } = await intervals(`services=${serviceId}`);
      // A master whose price is not the lowest: the menu's "from" price would be wrong for them.
      const master = [...masters].sort((a, b) => b.price - a.price)[0]!;
      const slot = await freeSlot([serviceId], master.id, 5);
      const order = { branchId, items: [{ serviceId, masterId: master.id }], start: slot.startsAt };
      const quoted = await quote(order);
      expect(quoted.status).toBe(200);
      expect(quoted.body).toMatchObject({
        total: master.price,
        amountDue: master.price,
        giftCardAmount: 0,
        currency: 'RSD',
        items: [{ serviceId, masterId: master.id, masterName: master.name, price: master.price }],
      });
      expect((await bookQuoted(order, quoted)).items[0]!.masterId).toBe(master.id);
    });

    it('names the master "any" will get and books that master at that price', async () => {
      const slot = await freeSlot([serviceId], 'any', 7);
      const order = { branchId, items: [{ serviceId, masterId: null }], start: slot.startsAt };
      const quoted = await quote(order);
      expect(quoted.status).toBe(200);
      const booked = await bookQuoted(order, quoted);
      expect(booked.items.map((i) => i.masterId)).toEqual(
        quoted.body.items.map((i: { masterId: number }) => i.masterId),
      );
    });

    it('books nothing when the price is not the one the customer confirmed', async () => {
      const { masters } = await intervals(`services=${serviceId}`);
      const master = masters[0]!;
      const slot = await freeSlot([serviceId], master.id, 9);
      const order = { branchId, items: [{ serviceId, masterId: master.id }], start: slot.startsAt };
      const refused = await createOrder(alice, {
        ...order,
        contact,
        expectedTotal: master.price + 100,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('PRICE_CHANGED');
      // Still free: nothing was booked.
      expect((await quote(order)).status).toBe(200);
      const after = await intervals(`services=${serviceId}&master=${master.id}&days=14`);
      expect(after.days.flatMap((d) => d.slots).some((s) => s.startsAt === slot.startsAt)).toBe(
        true,
      );
    });

    it('answers SLOT_TAKEN for a time that is gone, like booking it would', async () => {
      const { masters } = await intervals(`services=${serviceId}`);
      const master = masters[0]!;
      const slot = await freeSlot([serviceId], master.id, 11);
      const order = { branchId, items: [{ serviceId, masterId: master.id }], start: slot.startsAt };
      expect((await createOrder(demo, { ...order, contact })).status).toBe(201);
      const taken = await quote(order);
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('SLOT_TAKEN');
    });
  });

  describe('metrics', () => {
    const counted = async () => {
      const response = await t.app.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(200);
      const count = (outcome: string) =>
        Number(
          new RegExp(`^api_bookings_total\\{kind="order",outcome="${outcome}"\\} (\\d+)`, 'm').exec(
            response.body,
          )?.[1] ?? 0,
        );
      return { created: count('created'), replayed: count('replayed'), taken: count('slot_taken') };
    };

    it('counts orders created, idempotent replays and SLOT_TAKEN for the dashboard', async () => {
      const before = await counted();
      const master = (await intervals(`services=${serviceId}`)).masters[0]!;
      const slot = await freeSlot([serviceId], master.id, 3);
      const body = {
        branchId,
        items: [{ serviceId, masterId: master.id }],
        start: slot.startsAt,
        contact,
      };
      const key = randomUUID();
      expect((await createOrder(alice, body, key)).status).toBe(201);
      expect((await createOrder(alice, body, key)).headers['idempotent-replayed']).toBe('true');
      expect((await createOrder(demo, body)).body.error.code).toBe('SLOT_TAKEN');
      expect(await counted()).toEqual({
        created: before.created + 1,
        replayed: before.replayed + 1,
        taken: before.taken + 1,
      });
      const metrics = await t.app.inject({ url: '/metrics' });
      expect(metrics.body).toMatch(
        /^api_http_request_duration_seconds_count\{method="POST",route="\/orders",status="201"\} \d+/m,
      );
    });
  });
});
