// Text messages are delivered (issue 42 item 11): a booking's confirmation, change, cancellation
// and reminder reach the customer's phone when they turned text messages on for that kind, as one
// file per message under the SMS directory when no provider is configured.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  orders,
  outboxMessages,
  type NotificationSettings,
} from '../../db/schema/index.js';
import { bookingClient, seededOffer, testContact } from '../../test/bookingClient.js';
import { settleSeededMessages } from '../../test/outboxMail.js';
import { dateInDays } from '../../test/dates.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { orderMessages } from './bookingMessages.js';
import { mailTransport, type MailTransport } from './mailTransport.js';
import { outboxWorker } from './outboxWorker.js';
import { enqueueReminders } from './reminders.js';
import { smsTransport } from './smsTransport.js';
import { UndeliverableError } from './undeliverable.js';

const log = { info: () => {}, warn: () => {}, error: () => {} };

interface SmsFile {
  from: string;
  to: string;
  text: string;
  id: string;
}

const settings = (sms: NotificationSettings['sms']): NotificationSettings => ({
  email: { reminders: true, promotions: false, orderUpdates: true },
  sms,
});
const smsOn = settings({ reminders: true, promotions: false, orderUpdates: true });
const smsOff = settings({ reminders: false, promotions: false, orderUpdates: false });

describe.each(testDatabases())('text messages on $name', (database) => {
  let t: TestApp;
  let dir: string;
  let mail: MailTransport;
  let branchId: number;
  let serviceId: number;
  const { freeSlot, createOrder, post } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );
  const worker = (send?: (sms: { to: string }) => Promise<void>) => {
    const files = smsTransport({ from: 'Termin', transport: { kind: 'files', dir: smsDir() } });
    return outboxWorker({
      db: t.connection.db,
      transport: mail,
      sms: send ? { ...files, send } : files,
      from: 'Termin <no-reply@termin.test>',
      countrySites: new Map([['RS', 'https://termin.test']]),
      siteUrl: 'https://termin.test',
      pollMs: 50,
      log,
    });
  };
  const smsDir = () => join(dir, 'sms');
  const drain = async (w = worker()) => {
    while ((await w.runOnce()) > 0);
  };
  /** The text messages written so far to a number. */
  const textsTo = async (phone: string): Promise<SmsFile[]> => {
    const names = await readdir(smsDir()).catch(() => []);
    const texts = await Promise.all(
      names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map(async (name) => JSON.parse(await readFile(join(smsDir(), name), 'utf8')) as SmsFile),
    );
    return texts.filter((text) => text.to === phone);
  };
  /** A confirmed customer with these settings and a phone of their own, and the booking phone. */
  const customerWith = async (notificationSettings: NotificationSettings) => {
    const customer = await newCustomer(t.connection.db, 'Sara');
    await t.connection.db
      .update(customers)
      .set({ notificationSettings, phone: '+381601112233' })
      .where(eq(customers.id, customer.id));
    return customer;
  };
  /** Books a free time `skip` slots in, with its own contact phone. */
  const book = async (who: TestCustomer, skip: number, phone: string) => {
    const slot = await freeSlot([serviceId], 'any', skip);
    const booked = await createOrder(who, {
      branchId,
      items: [{ serviceId, masterId: slot.masterIds[0] }],
      start: slot.startsAt,
      contact: { ...testContact, phone },
    });
    expect(booked.status).toBe(201);
    return {
      guid: booked.body.guid as string,
      startsAt: Date.parse(slot.startsAt),
      masterId: slot.masterIds[0]!,
    };
  };
  /** Lets a booking's reminder fall due, as if its day came: booked long ago, scheduled, due. */
  const remind = async (visit: { guid: string; startsAt: number }) => {
    const db = t.connection.db;
    await db
      .update(orders)
      .set({ updatedAt: new Date(visit.startsAt - 7 * 86_400_000) })
      .where(eq(orders.guid, visit.guid));
    await enqueueReminders(db, new Date(visit.startsAt - 24 * 3_600_000 - 60_000), ['RS']);
    await db
      .update(outboxMessages)
      .set({ availableAt: new Date() })
      .where(sql`${outboxMessages.dedupeKey} like ${`visit.reminder:${visit.guid}:%`}`);
    await drain();
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    dir = await mkdtemp(join(tmpdir(), 'termin-sms-'));
    mail = mailTransport({ kind: 'files', dir: join(dir, 'mail') });
    const db = t.connection.db;
    ({ branchId, serviceId } = await seededOffer(db, 'Salon Lotus Novi Beograd'));
    // The seeded visits' messages are not this suite's.
    await settleSeededMessages(db);
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    mail?.close();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('texts the confirmation and the reminder to the booking’s phone when the customer turned SMS on', async () => {
    const sara = await customerWith(smsOn);
    const visit = await book(sara, 0, '+381641230001');
    await drain();
    const [confirmation, ...more] = await textsTo('+381641230001');
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ from: 'Termin', to: '+381641230001' });
    expect(confirmation!.text).toMatch(
      /^Termin: booking confirmed\. Salon Lotus Novi Beograd, \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M\. /,
    );
    expect(confirmation!.text).toContain(`https://termin.test/en/book-now/order/${visit.guid}`);

    await remind(visit);
    const texts = await textsTo('+381641230001');
    expect(texts).toHaveLength(2);
    expect(texts[1]!.text).toMatch(/^Termin: your visit is in about 24 hours\. Salon Lotus/);
  });

  it('texts a move and a cancellation too', async () => {
    const sara = await customerWith(smsOn);
    const visit = await book(sara, 3, '+381641230002');
    // A move keeps the booking's master: a later time that master is free (any master's could
    // be one this master is busy at, depending on the hour the test runs).
    const later = await freeSlot([serviceId], visit.masterId, 20);
    const moved = await post(
      `/orders/${visit.guid}/reschedule`,
      sara,
      { start: later.startsAt },
      { 'idempotency-key': randomUUID() },
    );
    expect(moved.status).toBe(200);
    expect((await post(`/orders/${visit.guid}/cancel`, sara, {})).status).toBe(200);
    await drain();
    const texts = (await textsTo('+381641230002')).map((text) => text.text);
    expect(texts.sort()).toEqual([
      expect.stringMatching(/^Termin: booking cancelled\. Salon Lotus Novi Beograd, /),
      expect.stringMatching(/^Termin: booking confirmed\. /),
      expect.stringMatching(/^Termin: booking moved to .+\. Salon Lotus Novi Beograd\. https:/),
    ]);
  });

  it('texts nothing when the customer turned SMS off, though e-mails still go', async () => {
    const quiet = await customerWith(smsOff);
    const visit = await book(quiet, 6, '+381641230003');
    await remind(visit);
    expect(await textsTo('+381641230003')).toEqual([]);
    expect(await textsTo('+381601112233')).toEqual([]);
    const mails = await t.connection.db
      .select({ kind: outboxMessages.kind, channel: outboxMessages.channel })
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload} #>> '{page,order}' = ${visit.guid}`);
    expect(mails.map((m) => `${m.channel} ${m.kind}`).sort()).toEqual([
      'email visit.booked',
      'email visit.reminder',
    ]);
  });

  it('texts reminders alone when only reminders are on', async () => {
    const some = await customerWith(
      settings({ reminders: true, promotions: false, orderUpdates: false }),
    );
    const visit = await book(some, 9, '+381641230004');
    await drain();
    expect(await textsTo('+381641230004')).toEqual([]);
    await remind(visit);
    expect((await textsTo('+381641230004')).map((text) => text.text)).toEqual([
      expect.stringMatching(/^Termin: your visit is in about 24 hours\./),
    ]);
  });

  it('texts no guest, and no account whose address is not confirmed', async () => {
    const db = t.connection.db;
    // Guests book without an account (the seed has them): nobody turned text messages on.
    const [guest] = await db.select().from(orders).where(isNull(orders.customerId)).limit(1);
    const guestMessages = await orderMessages(db, guest!.id, 'visit.booked');
    expect(guestMessages.map((message) => message.channel)).not.toContain('sms');
    const stranger = await newCustomer(db, 'Eve', { confirmed: false });
    await book(stranger, 15, '+381641230006');
    await drain();
    expect(await textsTo('+381641230006')).toEqual([]);
  });

  it('gives up at once on a number the provider refuses for good', async () => {
    const db = t.connection.db;
    const sara = await customerWith(smsOn);
    await book(sara, 18, '+381641230007');
    await drain(worker(() => Promise.reject(new UndeliverableError('21211: not a valid number'))));
    const [text] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, '+381641230007')));
    expect(text).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: '21211: not a valid number',
    });
    expect(text!.failedAt).not.toBeNull();
  });
});
