// How often "any specialist" tries again after a clash. Once per master was not enough: two
// inserts of one master's time can deadlock, and the loser may plan that master again before the
// winner commits, then clash with it, spending two attempts on one master (CI on PostgreSQL:
// 10 simultaneous bookings for 5 free masters booked 4). The writes here fail as told; the plans
// are the real ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStates } from '../../kernel/databaseErrors.js';
import { bookingClient, seededOffer } from '../../test/bookingClient.js';
import { dateInDays } from '../../test/dates.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { placeOrder } from './orderPlacement.js';
import type { OrderPlan } from './orderPlan.js';

const caller = { country: 'RS', language: 'en' } as const;
const databaseError = (code: string) => Object.assign(new Error(code), { code });

describe.each(testDatabases())('placing an order after clashes on $name', (database) => {
  let t: TestApp;
  let offer: { branchId: number; serviceId: number };
  const { freeSlot } = bookingClient(
    () => t.app,
    () => offer.branchId,
    dateInDays(3),
  );

  beforeAll(async () => {
    t = await startTestApp(database);
    offer = await seededOffer(t.connection.db, 'Salon Lotus Novi Beograd');
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  /** Places one item with `masterId`, its writes failing with `failure(plan, attempt)` if any. */
  async function place(
    masterId: number | null,
    failure: (plan: OrderPlan, attempt: number) => string | undefined,
  ) {
    const slot = await freeSlot([offer.serviceId], masterId ?? 'any');
    const request = {
      branchId: offer.branchId,
      items: [{ serviceId: offer.serviceId, masterId }],
      start: slot.startsAt,
    };
    let attempts = 0;
    let masterCount = 0;
    const placed = t.connection.db.transaction((tx) =>
      placeOrder(tx, request, caller, new Date(), async (_savepoint, plan) => {
        attempts += 1;
        masterCount = plan.masterCount;
        const code = failure(plan, attempts);
        if (code) throw databaseError(code);
      }),
    );
    return { placed, attempts: () => attempts, masterCount: () => masterCount };
  }

  it('books "any" when a deadlock cost one master two attempts', async () => {
    // A deadlock, then a clash with its winner, then a clash for every other master but one.
    const { placed, attempts, masterCount } = await place(null, (plan, attempt) =>
      attempt === 1
        ? sqlStates.deadlockDetected
        : attempt <= plan.masterCount
          ? sqlStates.exclusionViolation
          : undefined,
    );
    await placed;
    expect(masterCount()).toBeGreaterThan(1);
    expect(attempts()).toBe(masterCount() + 1);
  });

  it('answers SLOT_TAKEN for "any" once every master could have been taken twice over', async () => {
    const { placed, attempts, masterCount } = await place(null, () => sqlStates.exclusionViolation);
    await expect(placed).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(attempts()).toBe(2 * masterCount());
  });

  it('answers SLOT_TAKEN at the first clash for a chosen master', async () => {
    const slot = await freeSlot([offer.serviceId], 'any');
    const { placed, attempts } = await place(
      slot.masterIds[0]!,
      () => sqlStates.exclusionViolation,
    );
    await expect(placed).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(attempts()).toBe(1);
  });
});
