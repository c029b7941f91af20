import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, cities, giftCards } from '../../db/schema/index.js';
import { demoGiftCardCode, expiredGiftCardCode } from '../../db/seed/planGiftCards.js';
import type { TestApp } from '../../test/testApp.js';
import { callerHeaders, startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';

describe.each(testDatabases())('gift cards on $name', (database) => {
  let t: TestApp;
  let dana: TestCustomer;
  beforeAll(async () => {
    t = await startTestApp(database);
    dana = await newCustomer(t.connection.db, 'Dana');
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const check = async (code: string, country = 'RS') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/gift-cards/${encodeURIComponent(code)}`,
      headers: callerHeaders(country),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const buy = async (body: object, key = randomUUID(), headers = dana.headers) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/gift-cards',
      headers: { ...headers, 'idempotency-key': key },
      payload: body,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const serbianBranch = async () => {
    const [row] = await t.connection.db
      .select({ id: branches.id, currency: branches.currency })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(and(eq(cities.countryCode, 'RS'), eq(branches.currency, 'RSD')))
      .limit(1);
    return row!;
  };

  it('checks a card by code however it is typed; expired ones show as expired', async () => {
    const valid = await check(demoGiftCardCode.toLowerCase().replace(/-/g, ' '));
    expect(valid.status).toBe(200);
    expect(valid.body).toMatchObject({ code: demoGiftCardCode, state: 'active', spendable: true });
    expect(valid.body.balance).toBeGreaterThan(0);
    expect(valid.body.balance).toBeLessThanOrEqual(valid.body.initialAmount);
    expect(valid.body.organization.name).toEqual(expect.any(String));
    const expired = await check(expiredGiftCardCode);
    expect(expired.status).toBe(200);
    expect(expired.body).toMatchObject({ state: 'expired', spendable: false });
    expect(Date.parse(expired.body.expiresAt)).toBeLessThan(Date.now());
    expect((await check('TERM-2222-2222')).status).toBe(404);
    expect((await check('not a code')).status).toBe(404);
    const [card] = await t.connection.db
      .select({ code: giftCards.code })
      .from(giftCards)
      .where(eq(giftCards.code, demoGiftCardCode));
    expect(card).toBeDefined();
    expect((await check(demoGiftCardCode, 'RU')).status).toBe(404);
  });

  it('buys a card: a fresh code, balance = amount, 12 months, replayed for the same key', async () => {
    const branch = await serbianBranch();
    const body = {
      branchId: branch.id,
      amount: 500_000,
      recipientName: 'Mila',
      recipientEmail: 'mila@example.test',
      message: 'Happy birthday!',
    };
    const key = randomUUID();
    const { status, body: card } = await buy(body, key);
    expect(status).toBe(201);
    expect(card).toMatchObject({
      state: 'pending',
      spendable: false,
      initialAmount: 500_000,
      balance: 500_000,
      currency: 'RSD',
      branch: { id: branch.id },
      recipientName: 'Mila',
      message: 'Happy birthday!',
    });
    expect(card.code).toMatch(/^TERM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const months = (Date.parse(card.expiresAt) - Date.now()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    const replay = await buy(body, key);
    expect(replay.body).toEqual(card);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await buy({ ...body, amount: 600_000 }, key)).status).toBe(422);
    expect((await check(card.code)).body).toEqual(card);
    const other = await buy(body);
    expect(other.body.code).not.toBe(card.code);
  });

  it('refuses amounts outside the currency limits, unknown branches and anonymous callers', async () => {
    const branch = await serbianBranch();
    const body = { branchId: branch.id, amount: 5_000, recipientName: 'Mila' };
    const low = await buy(body);
    expect(low.status).toBe(422);
    expect(low.body.error.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await buy({ ...body, amount: 50_000_000 })).status).toBe(400);
    expect((await buy({ ...body, amount: 200_000, branchId: 99_999_999 })).status).toBe(404);
    expect((await buy({ ...body, amount: 200_000, recipientName: '' })).status).toBe(400);
    expect(
      (await buy({ ...body, amount: 200_000 }, randomUUID(), { 'x-project-country': 'RS' })).status,
    ).toBe(401);
  });

  it('sells no card where the venue takes no IPS payments: it could never be paid', async () => {
    const [russian] = await t.connection.db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(eq(cities.countryCode, 'RU'))
      .limit(1);
    const refused = await buy(
      { branchId: russian!.id, amount: 500_000, recipientName: 'Anna' },
      randomUUID(),
      { ...dana.headers, 'x-project-country': 'RU' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('PAYMENT_UNAVAILABLE');
    const [pending] = await t.connection.db
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(and(eq(giftCards.branchId, russian!.id), eq(giftCards.recipientName, 'Anna')));
    expect(pending).toBeUndefined();
  });

  it('shows its buyer a card with where and when it is emailed; no one else', async () => {
    const branch = await serbianBranch();
    const sendOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const { body: bought } = await buy({
      branchId: branch.id,
      amount: 200_000,
      recipientName: 'Mila',
      recipientEmail: 'mila@example.test',
      sendOn,
    });
    const mine = async (code: string, headers: Record<string, string>) => {
      const response = await t.app.inject({
        url: `/me/gift-cards/${encodeURIComponent(code)}`,
        headers,
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await mine(bought.code.toLowerCase(), dana.headers)).toEqual({
      status: 200,
      body: { ...bought, recipientEmail: 'mila@example.test', sendOn },
    });
    // The code's holder reads the card, not its recipient's address.
    expect((await check(bought.code)).body).not.toHaveProperty('recipientEmail');
    const ema = await newCustomer(t.connection.db, 'Ema');
    expect((await mine(bought.code, ema.headers)).status).toBe(404);
    expect((await mine(bought.code, { ...dana.headers, 'x-project-country': 'RU' })).status).toBe(
      404,
    );
    expect((await mine(bought.code, { 'x-project-country': 'RS' })).status).toBe(401);
  });

  it("lists the cards a customer bought, newest first, in the caller's country only", async () => {
    const branch = await serbianBranch();
    const ema = await newCustomer(t.connection.db, 'Ema');
    const mine = (headers: Record<string, string>) =>
      t.app.inject({ url: '/me/gift-cards', headers });
    expect((await mine(ema.headers)).json()).toEqual({ giftCards: [] });
    const first = await buy(
      { branchId: branch.id, amount: 200_000, recipientName: 'Mila' },
      randomUUID(),
      ema.headers,
    );
    const second = await buy(
      { branchId: branch.id, amount: 300_000, recipientName: 'Vuk' },
      randomUUID(),
      ema.headers,
    );
    const listed = (await mine(ema.headers)).json() as { giftCards: { code: string }[] };
    expect(listed.giftCards.map((card) => card.code)).toEqual([second.body.code, first.body.code]);
    expect(listed.giftCards[0]).toEqual({ ...second.body, recipientEmail: null, sendOn: null });
    // Another country's site, another customer, no session.
    expect((await mine({ ...ema.headers, 'x-project-country': 'RU' })).json()).toEqual({
      giftCards: [],
    });
    const danas = (await mine(dana.headers)).json() as { giftCards: { code: string }[] };
    expect(danas.giftCards.map((card) => card.code)).not.toContain(first.body.code);
    expect((await mine({ 'x-project-country': 'RS' })).statusCode).toBe(401);
  });
});
