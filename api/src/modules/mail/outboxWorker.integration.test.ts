import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  branches,
  cities,
  customers,
  eventBookings,
  groupEvents,
  orders,
  outboxMessages,
} from '../../db/schema/index.js';
import { countryCodes } from '../../db/schema/geo.js';
import type { CountrySites } from '../../kernel/countrySites.js';
import { bookingClient, seededOffer, testContact } from '../../test/bookingClient.js';
import { settleSeededMessages } from '../../test/outboxMail.js';
import { dateInDays } from '../../test/dates.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp, testConfig } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { mailTransport, type MailTransport } from './mailTransport.js';
import type { Sms } from './smsTransport.js';
import { orderMessages } from './bookingMessages.js';
import { enqueue } from './outbox.js';
import { outboxWorker } from './outboxWorker.js';
import { enqueueReminders } from './reminders.js';

/** A real SMTP server on a free port that keeps what it receives, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
        return;
      }
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (count: number) => void (refuseNext = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const log = { info: () => {}, warn: () => {}, error: () => {} };

/** The calendar parts of a mail (mailparser lists a text/calendar part among attachments). */
const calendarParts = (mail: ParsedMail) =>
  mail.attachments.filter((a) => /calendar|ics/.test(a.contentType));

/** UID, PRODID, SEQUENCE and DTSTART of an .ics, read by ical.js. */
function calendarEntry(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    uid: event.getFirstPropertyValue('uid'),
    prodId: calendar.getFirstPropertyValue('prodid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: String(event.getFirstPropertyValue('dtstart')),
    organizer: event.getFirstPropertyValue('organizer'),
    location: event.getFirstPropertyValue('location'),
  };
}

describe.each(testDatabases())('the outbox on $name', (database) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  let alice: TestCustomer;
  /** Text messages "sent" (their own suite: smsNotifications.integration.test.ts). */
  const texts: Sms[] = [];
  let branchId: number;
  let serviceId: number;
  const { freeSlot, createOrder, post } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );
  const worker = (
    options: { leaseMs?: number; send?: MailTransport['send']; countrySites?: CountrySites } = {},
  ) =>
    outboxWorker({
      db: t.connection.db,
      transport: options.send ? { ...transport, send: options.send } : transport,
      sms: { send: async (message) => void texts.push(message), description: 'kept' },
      // The app's sender: the calendar's organizer, on the site's file as in the mail.
      from: testConfig.mail.from,
      // Serbia's deployment, as the test app is (PROJECT_COUNTRY's default).
      countrySites: options.countrySites ?? new Map([['RS', 'https://termin.test']]),
      siteUrl: 'https://termin.test',
      pollMs: 50,
      log,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    });
  /** Sends until nothing is due. */
  const drain = async (w = worker()) => {
    while ((await w.runOnce()) > 0);
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    smtp = await startSmtpServer();
    transport = mailTransport({ kind: 'smtp', url: smtp.url });
    const db = t.connection.db;
    alice = await newCustomer(db, 'Alice');
    ({ branchId, serviceId } = await seededOffer(db, 'Salon Lotus Novi Beograd'));
    // The seeded visits' messages are not this suite's.
    await settleSeededMessages(db);
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await t?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('mails a booking’s confirmation, its move and its cancellation, with the calendar file', async () => {
    const first = await freeSlot([serviceId], 'any', 0);
    // Booked a minute before it is moved (SEQUENCE counts whole seconds): only Date is faked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60_000);
    const booked = await createOrder(alice, {
      branchId,
      items: [{ serviceId, masterId: first.masterIds[0] }],
      start: first.startsAt,
      contact: { ...testContact, email: 'mira@example.test' },
    }).finally(() => vi.useRealTimers());
    expect(booked.status).toBe(201);
    await drain();
    expect(smtp.received).toHaveLength(1);
    const confirmation = smtp.received[0]!;
    expect(confirmation.subject).toMatch(/^Booking confirmed: Salon Lotus Novi Beograd, /);
    expect((confirmation.to as { text: string }).text).toBe('mira@example.test');
    expect(confirmation.text).toContain(
      `https://termin.test/en/book-now/order/${booked.body.guid}`,
    );
    expect(confirmation.html).toContain('Open your booking');
    // One calendar part, not the same file again as an attachment.
    expect(calendarParts(confirmation)).toHaveLength(1);
    const ics = calendarParts(confirmation)[0]!.content.toString();
    expect(ics).toContain('DTSTART;TZID=Europe/Belgrade:');
    expect(confirmation.messageId).toMatch(/@termin\.test>$/);
    // The site's "Add to calendar" serves the same entry: same UID, PRODID and SEQUENCE.
    const siteFile = async () => {
      const response = await t.app.inject({
        url: `/orders/${booked.body.guid}/calendar`,
        headers: alice.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      return calendarEntry(response.body);
    };
    const mailed = calendarEntry(ics);
    const onSite = await siteFile();
    expect(onSite).toEqual(mailed);
    expect(mailed.organizer).toMatch(/^mailto:/);
    // The venue with its street, city and country: a street alone finds the wrong town
    // (issue 42 item 23); the e-mail's "Where" says the same.
    expect(mailed.location).toMatch(/^Salon Lotus Novi Beograd, [^,]+, Belgrade, Serbia$/);
    expect(confirmation.text).toContain(String(mailed.location));
    smtp.received.length = 0;

    const next = await freeSlot([serviceId], Number(first.masterIds[0]), 6);
    const moved = await post(
      `/orders/${booked.body.guid}/reschedule`,
      alice,
      { start: next.startsAt },
      { 'idempotency-key': randomUUID() },
    );
    expect(moved.status).toBe(200);
    // Clocks move on between the booking and its move; SEQUENCE counts whole seconds.
    const afterMove = await siteFile();
    expect(afterMove.uid).toBe(mailed.uid);
    expect(afterMove.sequence).toBeGreaterThan(mailed.sequence);
    expect(afterMove.start).not.toBe(mailed.start);
    expect((await post(`/orders/${booked.body.guid}/cancel`, alice, {})).status).toBe(200);
    await drain();
    // (Parsed as they arrive: in any order.)
    const subjects = smtp.received.map((mail) => mail.subject?.split(':')[0]);
    expect(subjects.sort()).toEqual(['Booking cancelled', 'Booking moved']);
    const movedMail = smtp.received.find((mail) => mail.subject?.startsWith('Booking moved'));
    expect(movedMail!.text).toMatch(/Before:\s+\w+day, /);
    expect(calendarEntry(calendarParts(movedMail!)[0]!.content.toString())).toEqual(afterMove);
    // Someone else's booking has no calendar file for them.
    const bob = await newCustomer(t.connection.db, 'Bob');
    const stranger = await t.app.inject({
      url: `/orders/${booked.body.guid}/calendar`,
      headers: bob.headers,
    });
    expect(stranger.statusCode).toBe(404);
    // Nothing is left to send, and every row says it was sent.
    const [open] = await t.connection.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(sql`sent_at is null`);
    expect(open!.count).toBe(0);
  });

  it('mails nothing a customer turned off in the profile’s notification settings', async () => {
    const db = t.connection.db;
    const quiet = await newCustomer(db, 'Quiet');
    const settings = {
      email: { reminders: true, promotions: false, orderUpdates: false },
      sms: { reminders: false, promotions: false, orderUpdates: false },
      push: { reminders: false, promotions: false, orderUpdates: false },
    };
    await db
      .update(customers)
      .set({ notificationSettings: settings })
      .where(eq(customers.id, quiet.id));
    const slot = await freeSlot([serviceId], 'any', 12);
    const booked = await createOrder(quiet, {
      branchId,
      items: [{ serviceId, masterId: slot.masterIds[0] }],
      start: slot.startsAt,
      contact: { ...testContact, email: 'quiet@example.test' },
    });
    expect(booked.status).toBe(201);
    const messages = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'quiet@example.test'));
    expect(messages.filter((m) => m.kind === 'visit.booked')).toHaveLength(0);
  });

  it('mails nothing for an account whose address is not confirmed (issue 41 finding 8)', async () => {
    const db = t.connection.db;
    const stranger = await newCustomer(db, 'Eve', { confirmed: false });
    const slot = await freeSlot([serviceId], 'any', 13);
    const booked = await createOrder(stranger, {
      branchId,
      items: [{ serviceId, masterId: slot.masterIds[0] }],
      start: slot.startsAt,
      contact: {
        ...testContact,
        name: 'Buy cheap pills at evil.test',
        email: 'victim@example.test',
      },
    });
    expect(booked.status).toBe(201);
    const messages = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'victim@example.test'));
    expect(messages).toHaveLength(0);
  });

  const someMessages = async (count: number) => {
    for (let i = 0; i < count; i++)
      await enqueue(t.connection.db, {
        kind: 'password.reset',
        recipient: `reader${i}@example.test`,
        language: 'en',
        payload: { name: `Reader ${i}`, link: `https://termin.test/reset/${i}`, expiresAt: '' },
      });
  };
  const idsReceived = () => smtp.received.map((mail) => mail.messageId);

  it('sends each message once with two workers at it (two api replicas)', async () => {
    await someMessages(30);
    const a = worker();
    const b = worker();
    await Promise.all([drain(a), drain(b)]);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(idsReceived()).size).toBe(30);
  });

  it('sends the messages of a worker killed mid-send once, after its lease', async () => {
    await someMessages(5);
    // The first worker hangs on its first send and never comes back (killed).
    const killed = worker({ leaseMs: 1000, send: () => new Promise<void>(() => {}) });
    void killed.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const survivor = worker();
    // Its lease holds: nothing is sent twice at the same time.
    expect(await survivor.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await drain(survivor);
    expect(smtp.received).toHaveLength(5);
    expect(new Set(idsReceived()).size).toBe(5);
  });

  it('retries a message the server refused, later, and keeps why', async () => {
    await someMessages(1);
    smtp.refuse(1);
    expect(await worker().runOnce()).toBe(0);
    const [waiting] = await t.connection.db
      .select()
      .from(outboxMessages)
      .where(sql`sent_at is null`);
    expect(waiting).toMatchObject({ attempts: 1, leasedBy: null });
    expect(waiting!.lastError).toContain('Mailbox busy');
    expect(waiting!.availableAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not before its time…
    expect(await worker().runOnce()).toBe(0);
    await t.connection.db
      .update(outboxMessages)
      .set({ availableAt: new Date() })
      .where(eq(outboxMessages.id, waiting!.id));
    // …then it goes.
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('schedules a visit’s reminder 24 hours before it, once, and forgets it when the visit moves', async () => {
    const db = t.connection.db;
    const slot = await freeSlot([serviceId], 'any', 2);
    const booked = await createOrder(alice, {
      branchId,
      items: [{ serviceId, masterId: slot.masterIds[0] }],
      start: slot.startsAt,
      contact: testContact,
    });
    // As if booked a week ago.
    const [order] = await db
      .update(orders)
      .set({ updatedAt: new Date(Date.parse(slot.startsAt) - 7 * 86_400_000) })
      .where(eq(orders.guid, booked.body.guid))
      .returning();
    const startsAt = order!.startsAt.getTime();
    const reminders = () =>
      db
        .select()
        .from(outboxMessages)
        .where(
          sql`${outboxMessages.dedupeKey} like ${`visit.reminder:${booked.body.guid}:%`} and sent_at is null`,
        );
    // 20 hours before is no longer "in about 24 hours" (issue 42 item 15: reminders went out
    // whenever a visit came within a day, at boot hours before it).
    await enqueueReminders(db, new Date(startsAt - 20 * 3_600_000), countryCodes);
    expect(await reminders()).toHaveLength(0);
    // A pass a few minutes before the day begins schedules it for 24 hours before the visit.
    const now = new Date(startsAt - 24 * 3_600_000 - 5 * 60_000);
    await enqueueReminders(db, now, countryCodes);
    // By e-mail and by text message (a new account takes both), each due then.
    const scheduled = await reminders();
    expect(scheduled.map((reminder) => reminder.channel).sort()).toEqual(['email', 'sms']);
    for (const reminder of scheduled) {
      expect(reminder.availableAt.getTime()).toBe(startsAt - 24 * 3_600_000);
      expect(reminder.country).toBe('RS');
      expect(reminder.payload).toMatchObject({ startsAt: slot.startsAt });
    }
    // Another pass finds nothing new (other seeded visits of that hour are reminded once too).
    expect(await enqueueReminders(db, new Date(now.getTime() + 60_000), countryCodes)).toBe(0);
    expect(await reminders()).toHaveLength(2);
    const later = await freeSlot([serviceId], Number(slot.masterIds[0]), 9);
    const moved = await post(
      `/orders/${booked.body.guid}/reschedule`,
      alice,
      { start: later.startsAt },
      { 'idempotency-key': randomUUID() },
    );
    expect(moved.status).toBe(200);
    expect(await reminders()).toHaveLength(0);
  });

  it('drops a reminder held up until its visit is nearer than 23 hours, instead of sending it late', async () => {
    const db = t.connection.db;
    await drain();
    smtp.received.length = 0;
    const startsAt = new Date(Date.now() + 22 * 3_600_000);
    await enqueue(db, {
      kind: 'visit.reminder',
      recipient: 'late@example.test',
      language: 'en',
      country: 'RS',
      payload: {
        prefix: 'en',
        page: { order: randomUUID() },
        name: 'Late',
        items: [{ name: 'Haircut' }],
        title: 'Haircut',
        venue: { name: 'Salon', address: 'Street 1', timeZone: 'Europe/Belgrade' },
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        total: 100_000,
        amountDue: 100_000,
        currency: 'RSD',
        cancellableUntil: startsAt.toISOString(),
      },
    });
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    const [dropped] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'late@example.test'));
    expect(dropped).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/too late/) });
    expect(dropped!.failedAt).not.toBeNull();
  });

  it('reminds of a place on a group event too, and forgets it when the place is cancelled', async () => {
    const db = t.connection.db;
    // An event in Serbia (the test customer's project country), days ahead, with a seat left.
    const [found] = await db
      .select({ event: groupEvents })
      .from(groupEvents)
      .innerJoin(branches, eq(branches.id, groupEvents.branchId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(
        and(
          eq(cities.countryCode, 'RS'),
          eq(groupEvents.status, 'scheduled'),
          gt(groupEvents.startsAt, new Date(Date.now() + 3 * 86_400_000)),
          sql`${groupEvents.capacity} - ${groupEvents.seatsTaken} >= 1`,
        ),
      )
      .limit(1);
    const event = found?.event;
    const booked = await post(
      `/events/${event!.id}/bookings`,
      alice,
      { seats: 1, contact: testContact },
      { 'idempotency-key': randomUUID() },
    );
    expect(booked.status).toBe(201);
    await db
      .update(eventBookings)
      .set({ updatedAt: new Date(event!.startsAt.getTime() - 7 * 86_400_000) })
      .where(eq(eventBookings.guid, booked.body.guid));
    const reminders = () =>
      db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.dedupeKey} like ${`visit.reminder:${booked.body.guid}:%`}`);
    await enqueueReminders(
      db,
      new Date(event!.startsAt.getTime() - 24 * 3_600_000 + 10 * 60_000),
      countryCodes,
    );
    // By e-mail and by text message.
    expect(await reminders()).toHaveLength(2);
    expect((await reminders())[0]!.payload).toMatchObject({ seats: 1 });
    const cancelled = await post(`/event-bookings/${booked.body.guid}/cancel`, alice, {});
    expect(cancelled.status).toBe(200);
    expect(await reminders()).toHaveLength(0);
  });

  it('sends only its own countries’ venues’ messages, linked to their country’s site (issue 42 item 15)', async () => {
    const db = t.connection.db;
    await drain();
    smtp.received.length = 0;
    const slot = await freeSlot([serviceId], 'any', 14);
    const booked = await createOrder(alice, {
      branchId,
      items: [{ serviceId, masterId: slot.masterIds[0] }],
      start: slot.startsAt,
      contact: { ...testContact, email: 'mira@example.test' },
    });
    expect(booked.status).toBe(201);
    const guid = booked.body.guid as string;
    await db
      .update(orders)
      .set({ updatedAt: new Date(Date.parse(slot.startsAt) - 7 * 86_400_000) })
      .where(eq(orders.guid, guid));
    const dayBefore = new Date(Date.parse(slot.startsAt) - 24 * 3_600_000 - 60_000);
    const reminders = () =>
      db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.dedupeKey} like ${`visit.reminder:${guid}:%`}`);
    // A venue in Montenegro, booked through the seed by a confirmed customer.
    const [montenegro] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(cities.countryCode, 'ME'), eq(orders.status, 'confirmed')))
      .limit(1);
    const montenegroMail = (await orderMessages(db, montenegro!.id, 'visit.booked')).find(
      (message) => message.channel === 'email',
    );
    expect(montenegroMail).toMatchObject({ country: 'ME' });
    await enqueue(db, { ...montenegroMail!, recipient: 'budva@example.test' });

    // Russia's deployment sends neither the Serbian visit's confirmation nor the Montenegrin one,
    // and does not remind of the Serbian visit.
    const russia = worker({ countrySites: new Map([['RU', 'https://termin.ru']]) });
    expect(await russia.runOnce()).toBe(0);
    await russia.runOnce(dayBefore);
    expect(await reminders()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);

    // The eu deployment (Serbia and Montenegro, each at its own site) sends both (the Serbian one
    // by e-mail and text message) and reminds.
    texts.length = 0;
    const eu = worker({
      countrySites: new Map([
        ['RS', 'https://termin.rs'],
        ['ME', 'https://termin.me'],
      ]),
    });
    expect(await eu.runOnce(dayBefore)).toBe(3);
    expect(texts.map((text) => text.text)).toEqual([
      expect.stringContaining(`https://termin.rs/en/book-now/order/${guid}`),
    ]);
    // By e-mail and by text message.
    expect(await reminders()).toHaveLength(2);
    const serbian = smtp.received.find((mail) => mail.text?.includes(guid))!;
    expect(serbian.text).toContain(`https://termin.rs/en/book-now/order/${guid}`);
    expect(serbian.html).toContain(`href="https://termin.rs/en/book-now/order/${guid}"`);
    expect(serbian.messageId).toMatch(/@termin\.rs>$/);
    const ics = new ICAL.Component(ICAL.parse(calendarParts(serbian)[0]!.content.toString()));
    expect(ics.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url')).toBe(
      `https://termin.rs/en/book-now/order/${guid}`,
    );
    const budva = smtp.received.find((mail) => mail !== serbian)!;
    expect(budva.text).toMatch(/https:\/\/termin\.me\/(en|sr-RS)\/book-now\/order\//);
    expect(budva.text).not.toContain('termin.rs');
  });
});
