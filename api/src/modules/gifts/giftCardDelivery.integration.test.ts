// A gift card reaches its recipient (issue 42 item 6): once paid, the card and the buyer's message
// are e-mailed to the recipient's address, in the buyer's language, on the day the buyer chose.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, customers, organizations, outboxMessages } from '../../db/schema/index.js';
import { addDays, localDateOf } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';
import { settleSeededMessages } from '../../test/outboxMail.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { mailTransport, type MailTransport } from '../mail/mailTransport.js';
import { outboxWorker } from '../mail/outboxWorker.js';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(testDatabases())('gift cards reach their recipient on $name', (database) => {
  let t: TestApp;
  let mailDir: string;
  let transport: MailTransport;
  let buyer: TestCustomer;
  let branch: { id: number; timeZone: string; organization: string };

  /** Every e-mail the worker has written as an .eml file so far. */
  const mailbox = async (): Promise<ParsedMail[]> => {
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
    return Promise.all(
      files.map(async (file) => simpleParser(await readFile(join(mailDir, file)))),
    );
  };
  const mailTo = async (address: string) =>
    (await mailbox()).filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
    );
  /** Sends every message due now, as the api's worker does. */
  const drain = async () => {
    const worker = outboxWorker({
      db: t.connection.db,
      transport,
      // Gift cards are e-mailed only.
      sms: { send: () => Promise.reject(new Error('no text messages here')), description: '' },
      from: 'Termin <no-reply@termin.test>',
      countrySites: new Map([['RS', 'https://termin.test']]),
      siteUrl: 'https://termin.test',
      pollMs: 50,
      log,
    });
    while ((await worker.runOnce()) > 0);
  };
  const post = async (url: string, payload?: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** Buys a card for the branch and pays it. */
  const buyAndPay = async (card: object) => {
    const bought = await post('/gift-cards', { branchId: branch.id, amount: 500_000, ...card });
    expect(bought.status).toBe(201);
    const payment = await post(`/gift-cards/${bought.body.code}/payments`);
    expect(payment.status).toBe(201);
    expect((await post(`/payments/${payment.body.id}/simulate-paid`)).status).toBe(200);
    return bought.body.code as string;
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    mailDir = await mkdtemp(join(tmpdir(), 'termin-gift-mail-'));
    transport = mailTransport({ kind: 'files', dir: mailDir });
    const db = t.connection.db;
    buyer = await newCustomer(db, 'Jelena');
    // The buyer writes Serbian: the recipient's e-mail is in Serbian too.
    await db
      .update(customers)
      .set({ lastName: 'Petrović', language: 'sr' })
      .where(eq(customers.id, buyer.id));
    const [row] = await db
      .select({ id: branches.id, timeZone: branches.timeZone, organization: organizations.name })
      .from(branches)
      .innerJoin(organizations, eq(organizations.id, branches.organizationId))
      .where(eq(branches.name, 'Salon Lotus Novi Beograd'));
    branch = row!;
    // Seeded visits' reminders are not this suite's mail.
    await settleSeededMessages(db);
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    transport?.close();
    await t?.close();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it('e-mails the paid card with the message to the recipient at once, in the buyer’s language', async () => {
    const recipient = `mila-${randomUUID()}@example.test`;
    const code = await buyAndPay({
      recipientName: 'Mila',
      recipientEmail: recipient,
      message: 'Srećan rođendan, uživaj!',
    });
    await drain();
    const [mail, ...more] = await mailTo(recipient);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Jelena Petrović vam šalje poklon-karticu: ${branch.organization}`);
    expect(mail!.text).toContain('Zdravo, Mila,');
    expect(mail!.text).toContain('Srećan rođendan, uživaj!');
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain(`https://termin.test/sr-RS/book-now/`);
    expect(mail!.html).toContain('Srećan rođendan, uživaj!');
    // The buyer is told where the card went (besides the payment's receipt).
    const buyerEmail = (
      await t.connection.db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, buyer.id))
    )[0]!.email;
    const told = (await mailTo(buyerEmail)).find(
      (m) => m.subject === `Vaša poklon-kartica ${code} je spremna`,
    );
    expect(told?.text).toContain(`Kartica je poslata imejlom na ${recipient}.`);
  });

  it('keeps the card until 9:00 at the venue on the chosen day, then sends it once', async () => {
    const recipient = `nikola-${randomUUID()}@example.test`;
    const day = addDays(localDateOf(new Date(), branch.timeZone), 3);
    const code = await buyAndPay({
      recipientName: 'Nikola',
      recipientEmail: recipient,
      sendOn: day,
    });
    await drain();
    expect(await mailTo(recipient)).toEqual([]);
    const waiting = and(eq(outboxMessages.recipient, recipient), isNull(outboxMessages.sentAt));
    const [queued] = await t.connection.db
      .select({ availableAt: outboxMessages.availableAt })
      .from(outboxMessages)
      .where(waiting);
    expect(queued!.availableAt.toISOString()).toBe(
      zonedInstant(day, 9 * 60, branch.timeZone).toISOString(),
    );
    // The day comes.
    await t.connection.db
      .update(outboxMessages)
      .set({ availableAt: new Date(Date.now() - 1000) })
      .where(waiting);
    await drain();
    await drain();
    const sent = await mailTo(recipient);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(code);
  });

  it('refuses a chosen day without an address, in the past or too far ahead', async () => {
    const today = localDateOf(new Date(), branch.timeZone);
    const card = { branchId: branch.id, amount: 500_000, recipientName: 'Ana' };
    const noAddress = await post('/gift-cards', { ...card, sendOn: today });
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.error).toMatchObject({
      code: 'VALIDATION',
      details: [expect.objectContaining({ field: 'recipientEmail' })],
    });
    for (const sendOn of [addDays(today, -1), addDays(today, 181)]) {
      const refused = await post('/gift-cards', {
        ...card,
        recipientEmail: 'ana@example.test',
        sendOn,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error.details).toEqual([expect.objectContaining({ field: 'sendOn' })]);
    }
    const accepted = await post('/gift-cards', {
      ...card,
      recipientEmail: 'ana@example.test',
      sendOn: today,
    });
    expect(accepted.status).toBe(201);
  });
});
