import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { Intervals } from '../bookingEngine/availabilitySchemas.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import { popularService } from '../../test/popularService.js';

const contact = { name: 'Test Person', phone: '+381641234567' };

describe.each(testDatabases())('IPS QR payments on $name', (database) => {
  let t: TestApp;
  let erin: TestCustomer;
  let account: string;
  let payee: { legalName: string | null; payeeAddress: string | null };
  let branchId: number;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    erin = await newCustomer(db, 'Erin');
    const found = await popularService(db, 'Salon Lotus Novi Beograd');
    branchId = found.branch.id;
    account = found.organization.ipsAccount!;
    payee = found.organization;
    serviceId = found.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  let skip = 0;
  const bookOrder = async () => {
    const answer = (
      await t.app.inject({
        url: `/book/branches/${branchId}/intervals?from=${dateInDays(3)}&services=${serviceId}&days=14`,
        headers: { 'x-project-country': 'RS' },
      })
    ).json() as Intervals;
    const slot = answer.days.flatMap((d) => d.slots)[(skip += 3)]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/orders',
      headers: { ...erin.headers, 'idempotency-key': randomUUID() },
      payload: { branchId, items: [{ serviceId, masterId: null }], start: slot.startsAt, contact },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { guid: string; amountDue: number };
  };
  const post = async (url: string, who: TestCustomer = erin) => {
    const response = await t.app.inject({ method: 'POST', url, headers: who.headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('creates the IPS QR payload for the amount due, reuses the pending one', async () => {
    const order = await bookOrder();
    const first = await post(`/orders/${order.guid}/payments`);
    expect(first.status).toBe(201);
    const amount = `${Math.floor(order.amountDue / 100)},${String(order.amountDue % 100).padStart(2, '0')}`;
    expect(first.body).toMatchObject({
      orderGuid: order.guid,
      giftCardCode: null,
      demoSwitch: true,
      status: 'pending',
      amount: order.amountDue,
      currency: 'RSD',
      method: 'ips_qr',
    });
    expect(first.body.payload).toMatch(
      new RegExp(
        `^K:PR\\|V:01\\|C:1\\|R:${account}\\|N:[^|]+\\|I:RSD${amount}\\|SF:289\\|S:[^|]+\\|RO:97\\d+$`,
      ),
    );
    expect(BigInt(first.body.reference.slice(4) + first.body.reference.slice(2, 4)) % 97n).toBe(1n);
    // What a phone that cannot scan its own screen types into its bank app: the code's own fields.
    expect(first.body.transfer).toEqual({
      payee: payee.legalName,
      place: payee.payeeAddress,
      account: `${account.slice(0, 3)}-${account.slice(3, 16)}-${account.slice(16)}`,
      amount,
      paymentCode: '289',
      purpose: `Termin ${order.guid.slice(0, 8)}`,
      model: '97',
      reference: first.body.reference.slice(2),
    });
    const again = await post(`/orders/${order.guid}/payments`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const read = await t.app.inject({ url: `/payments/${first.body.id}`, headers: erin.headers });
    expect(read.json()).toEqual(first.body);
    const frank = await newCustomer(t.connection.db, 'Frank');
    const foreign = await t.app.inject({
      url: `/payments/${first.body.id}`,
      headers: frank.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await post(`/orders/${order.guid}/payments`, frank)).status).toBe(404);

    const paid = await post(`/payments/${first.body.id}/simulate-paid`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const twice = await post(`/payments/${first.body.id}/simulate-paid`);
    expect(twice.status).toBe(409);
    const after = await post(`/orders/${order.guid}/payments`);
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('NOTHING_TO_PAY');
  });

  it('refuses to pay a cancelled order', async () => {
    const order = await bookOrder();
    expect((await post(`/orders/${order.guid}/cancel`)).status).toBe(200);
    const { status, body } = await post(`/orders/${order.guid}/payments`);
    expect(status).toBe(409);
    expect(body.error.code).toBe('NOTHING_TO_PAY');
  });

  it('pays a bought gift card: pending until paid, then spendable; only by its buyer', async () => {
    const bought = await t.app.inject({
      method: 'POST',
      url: '/gift-cards',
      headers: { ...erin.headers, 'idempotency-key': randomUUID() },
      payload: { branchId, amount: 500_000, recipientName: 'Ana' },
    });
    expect(bought.statusCode).toBe(201);
    const { code } = bought.json() as { code: string };
    const check = async () =>
      (
        await t.app.inject({ url: `/gift-cards/${code}`, headers: { 'x-project-country': 'RS' } })
      ).json() as { state: string; spendable: boolean };
    expect(await check()).toMatchObject({ state: 'pending', spendable: false });

    const frank = await newCustomer(t.connection.db, 'Frank');
    expect((await post(`/gift-cards/${code}/payments`, frank)).status).toBe(404);
    const first = await post(`/gift-cards/${code.toLowerCase()}/payments`);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      orderGuid: null,
      giftCardCode: code,
      amount: 500_000,
      currency: 'RSD',
      status: 'pending',
    });
    expect(first.body.payload).toContain('|I:RSD5000,00|');
    expect((await post(`/gift-cards/${code}/payments`)).body.id).toBe(first.body.id);
    const foreign = await t.app.inject({
      url: `/payments/${first.body.id}`,
      headers: frank.headers,
    });
    expect(foreign.statusCode).toBe(404);

    expect((await post(`/payments/${first.body.id}/simulate-paid`)).body.status).toBe('paid');
    expect(await check()).toMatchObject({ state: 'active', spendable: true });
    const again = await post(`/gift-cards/${code}/payments`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('NOTHING_TO_PAY');
  });

  it('has no simulate-paid route in production unless DEMO_PAYMENTS turns it on', async () => {
    const production = async (env: Record<string, string>) => {
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env }),
        db: t.connection.db,
      });
      const order = await bookOrder();
      const payment = await app.inject({
        method: 'POST',
        url: `/orders/${order.guid}/payments`,
        headers: erin.headers,
      });
      const simulated = await app.inject({
        method: 'POST',
        url: `/payments/${payment.json().id}/simulate-paid`,
        headers: erin.headers,
      });
      await app.close();
      return { demoSwitch: payment.json().demoSwitch, status: simulated.statusCode };
    };
    expect(await production({})).toEqual({ demoSwitch: false, status: 404 });
    expect(await production({ DEMO_PAYMENTS: 'true' })).toEqual({ demoSwitch: true, status: 200 });
  });
});
