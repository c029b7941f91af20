import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, organizations, outboxMessages } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { bookingClient } from '../../test/bookingClient.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import { popularService } from '../../test/popularService.js';
import type { Order } from '../orders/orderSchemas.js';
import type { OutboxMessage } from '../mail/outbox.js';
import { renderMail } from '../mail/renderMail.js';
import type { Language } from '../../i18n/language.js';

// Issue 42 item 10: once an IPS payment is paid the order says so everywhere (nothing left to pay,
// no way to pay again), and the customer is e-mailed a receipt once, in their language.
describe.each(testDatabases())('a paid IPS payment on $name', (database) => {
  let t: TestApp;
  let branchId: number;
  let organizationId: number;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const found = await popularService(t.connection.db, 'Salon Lotus Novi Beograd');
    branchId = found.branch.id;
    organizationId = found.organization.id;
    serviceId = found.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const {
    freeSlot,
    post: send,
    get,
  } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(4),
  );
  let skip = 0;
  const bookOrder = async (who: TestCustomer, language: Language = 'en') => {
    const slot = await freeSlot([serviceId], 'any', (skip += 3));
    const response = await send(
      '/orders',
      who,
      {
        branchId,
        items: [{ serviceId, masterId: null }],
        start: slot.startsAt,
        contact: { name: 'Mila Test', phone: '+381641234567' },
      },
      { 'accept-language': language, 'idempotency-key': randomUUID() },
    );
    expect(response.status).toBe(201);
    return response.body as Order;
  };
  const post = (url: string, who: TestCustomer) => send(url, who, undefined);
  const orderOf = async (guid: string, who: TestCustomer) =>
    (await get(`/orders/${guid}`, who)).body as Order;
  const receipts = (paymentId: number) =>
    t.connection.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'payment.receipt'),
          eq(outboxMessages.dedupeKey, `payment.receipt:${paymentId}`),
        ),
      );
  const emailOf = async (who: TestCustomer) =>
    (
      await t.connection.db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, who.id))
    )[0]!.email;
  const rendered = (row: { kind: string; payload: unknown; language: Language }) =>
    renderMail({ kind: row.kind, payload: row.payload } as OutboxMessage, {
      siteUrl: 'https://termin.example',
      from: 'Termin <no-reply@termin.example>',
      language: row.language,
      createdAt: new Date(),
    });

  it('says the order is paid, with nothing left to pay and no way to pay again', async () => {
    const mila = await newCustomer(t.connection.db, 'Mila');
    const booked = await bookOrder(mila);
    expect(booked.amountDue).toBeGreaterThan(0);
    expect(booked).toMatchObject({ amountPaid: 0, paidAt: null, canPay: true });

    const payment = await post(`/orders/${booked.guid}/payments`, mila);
    // Pending is not paid: the order still asks for the money.
    expect(await orderOf(booked.guid, mila)).toMatchObject({
      amountDue: booked.amountDue,
      amountPaid: 0,
      canPay: true,
    });
    const paid = await post(`/payments/${payment.body.id}/simulate-paid`, mila);
    expect(paid.status).toBe(200);

    const after = await orderOf(booked.guid, mila);
    expect(after).toMatchObject({
      status: 'confirmed',
      total: booked.total,
      amountDue: 0,
      amountPaid: booked.amountDue,
      paidAt: paid.body.paidAt,
      canPay: false,
    });
    // The same in the lists: the customer's orders and My bookings.
    const listed = (
      await t.app.inject({ url: '/orders?when=upcoming', headers: mila.headers })
    ).json() as { orders: Order[] };
    expect(listed.orders.find((o) => o.guid === booked.guid)).toMatchObject({
      amountDue: 0,
      amountPaid: booked.amountDue,
      canPay: false,
    });
    const mine = (
      await t.app.inject({ url: '/me/bookings?when=upcoming', headers: mila.headers })
    ).json() as { items: { kind: string; order?: Order }[] };
    expect(mine.items.find((i) => i.order?.guid === booked.guid)?.order).toMatchObject({
      amountDue: 0,
      amountPaid: booked.amountDue,
      paidAt: paid.body.paidAt,
    });
    const again = await post(`/orders/${booked.guid}/payments`, mila);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NOTHING_TO_PAY');
  });

  it('tells the customer who cancels a paid visit that the venue returns the payment', async () => {
    const lea = await newCustomer(t.connection.db, 'Lea');
    const booked = await bookOrder(lea);
    const payment = await post(`/orders/${booked.guid}/payments`, lea);
    await post(`/payments/${payment.body.id}/simulate-paid`, lea);
    const cancelled = await send(`/orders/${booked.guid}/cancel`, lea, {});
    expect(cancelled.status).toBe(200);
    const [message] = await t.connection.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'visit.cancelled'),
          eq(outboxMessages.recipient, await emailOf(lea)),
        ),
      );
    expect(message?.payload).toMatchObject({ amountPaid: booked.amountDue });
    expect(rendered(message!).text.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
      /The venue returns the RSD [\d,]+ you paid to the account you paid from\./,
    );
  });

  it('e-mails one receipt in the language the order was booked in', async () => {
    const vuk = await newCustomer(t.connection.db, 'Vuk');
    const booked = await bookOrder(vuk, 'sr');
    const payment = await post(`/orders/${booked.guid}/payments`, vuk);
    expect(await receipts(payment.body.id)).toHaveLength(0);
    const paid = await post(`/payments/${payment.body.id}/simulate-paid`, vuk);
    expect((await post(`/payments/${payment.body.id}/simulate-paid`, vuk)).status).toBe(409);

    const written = await receipts(payment.body.id);
    expect(written).toHaveLength(1);
    const [receipt] = written;
    expect(receipt).toMatchObject({ language: 'sr', recipient: await emailOf(vuk) });
    const mail = rendered(receipt!);
    const { transfer } = payment.body;
    expect(mail.subject).toMatch(/^Potvrda o plaćanju: \d.*\sRSD, primalac /u);
    expect(mail.subject).toContain(transfer.payee);
    expect(mail.text).toContain('Zdravo, Mila Test,');
    expect(mail.text).toContain(`Poziv na broj:`);
    expect(mail.text).toContain(`97 ${transfer.reference}`);
    expect(mail.text).toContain(transfer.account);
    expect(mail.text).toContain(`${transfer.payee}, ${transfer.place}`);
    expect(mail.text).toContain(booked.branch.name);
    // Paid at the venue's clock (Belgrade), on the 24-hour clock in Serbian.
    const time = new Intl.DateTimeFormat('sr-Latn-RS', {
      timeStyle: 'short',
      timeZone: 'Europe/Belgrade',
    }).format(new Date(paid.body.paidAt));
    expect(mail.text).toMatch(new RegExp(`Vreme plaćanja:\\s+.+ u ${time}\\n`));
    expect(mail.text).toContain(`https://termin.example/sr-RS/book-now/order/${booked.guid}`);
  });

  it('e-mails the buyer of a gift card a receipt too, in the buyer’s language', async () => {
    const ana = await newCustomer(t.connection.db, 'Ana');
    await t.connection.db.update(customers).set({ language: 'ru' }).where(eq(customers.id, ana.id));
    const bought = await send(
      '/gift-cards',
      ana,
      { branchId, amount: 500_000, recipientName: 'Ivan' },
      { 'idempotency-key': randomUUID() },
    );
    const { code } = bought.body as { code: string };
    const payment = await post(`/gift-cards/${code}/payments`, ana);
    await post(`/payments/${payment.body.id}/simulate-paid`, ana);
    const [receipt, ...more] = await receipts(payment.body.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ language: 'ru', recipient: await emailOf(ana) });
    const mail = rendered(receipt!);
    expect(mail.subject).toMatch(/^Квитанция: 5\s000.*, получатель /u);
    expect(mail.text).toContain(`Подарочная карта ${code}`);
    expect(mail.text).toContain('Здравствуйте, Ana!');
  });

  it('writes no receipt to an address not confirmed', async () => {
    const quiet = await newCustomer(t.connection.db, 'Quiet', { confirmed: false });
    const booked = await bookOrder(quiet);
    const payment = await post(`/orders/${booked.guid}/payments`, quiet);
    expect((await post(`/payments/${payment.body.id}/simulate-paid`, quiet)).status).toBe(200);
    expect(await receipts(payment.body.id)).toEqual([]);
  });

  it('offers no payment where the venue takes no IPS payments', async () => {
    const db = t.connection.db;
    const [before] = await db
      .select({ ipsAccount: organizations.ipsAccount })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    const lena = await newCustomer(db, 'Lena');
    const booked = await bookOrder(lena);
    await db
      .update(organizations)
      .set({ ipsAccount: null })
      .where(eq(organizations.id, organizationId));
    try {
      expect(await orderOf(booked.guid, lena)).toMatchObject({
        amountDue: booked.amountDue,
        canPay: false,
      });
      const refused = await post(`/orders/${booked.guid}/payments`, lena);
      expect(refused.body.error.code).toBe('PAYMENT_UNAVAILABLE');
    } finally {
      await db
        .update(organizations)
        .set({ ipsAccount: before!.ipsAccount })
        .where(eq(organizations.id, organizationId));
    }
  });
});
