import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, masterServices } from '../../db/schema/index.js';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import type { TestCustomer } from '../../test/testCustomer.js';
import { newCustomer } from '../../test/testCustomer.js';
import { dateInDays } from '../../test/dates.js';
import { bookingClient, testContact as contact } from '../../test/bookingClient.js';

// Issue 42, item 5: a venue in group mode (Joga Studio Prana) also offers individual services
// (a private yoga class); those book as any individual service, not only its group classes.
describe.each(testDatabases())('an individual service at a group venue on $name', (database) => {
  let t: TestApp;
  let customer: TestCustomer;
  let branchId: number;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp(database);
    const db = t.connection.db;
    customer = await newCustomer(db, 'Mila');
    const [branch] = await db
      .select({ id: branches.id, mode: branches.interfaceMode })
      .from(branches)
      .where(eq(branches.name, 'Joga Studio Prana'));
    expect(branch!.mode).toBe('group');
    branchId = branch!.id;
    const [offered] = await db
      .select({ serviceId: masterServices.serviceId })
      .from(masterServices)
      .where(and(eq(masterServices.branchId, branchId)))
      .limit(1);
    serviceId = offered!.serviceId;
  }, databaseSetupTimeoutMs);
  afterAll(() => t?.close());

  const { freeSlot, post, createOrder } = bookingClient(
    () => t.app,
    () => branchId,
    dateInDays(3),
  );

  it('is quoted with its cancellation deadline and booked', async () => {
    const slot = await freeSlot([serviceId], 'any');
    const request = { branchId, items: [{ serviceId, masterId: null }], start: slot.startsAt };
    const quote = await post('/orders/quote', customer, request);
    expect(quote.status).toBe(200);
    expect(Date.parse(quote.body.cancellableUntil)).toBeLessThan(Date.parse(slot.startsAt));
    const { status, body } = await createOrder(customer, { ...request, contact });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: 'confirmed', startsAt: slot.startsAt });
    expect(body.cancellableUntil).toBe(quote.body.cancellableUntil);
  });
});
