import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../api/src/db/schema/index.js';
import { demoCustomer, newCustomer } from '../../../api/src/test/testCustomer.js';
import { signedInGateway } from '../test/signedInGateway.js';

// Issue 42 item 10: a phone cannot scan its own screen, so the payment page offers its QR code as
// a picture to save, for the bank app to scan from the gallery.
describe("a payment's QR code as a picture", () => {
  let gateway: Awaited<ReturnType<typeof signedInGateway>>;
  let session: string;
  let payment: { id: number; reference: string };
  let foreignId: number;

  beforeAll(async () => {
    gateway = await signedInGateway('payment-qr-routes');
    session = gateway.session;
    const api = gateway.api;
    const { db } = api.connection;
    const demo = await demoCustomer(db);
    // The demo customer's upcoming orders with something to pay: the first that takes a payment.
    const upcoming = (await db.select().from(orders)).filter(
      (o) => o.customerId === demo.id && o.status === 'confirmed' && o.amountDue > 0,
    );
    for (const { guid } of upcoming) {
      const started = await api.app.inject({
        method: 'POST',
        url: `/orders/${guid}/payments`,
        headers: demo.headers,
      });
      if (started.statusCode < 300) {
        payment = started.json();
        break;
      }
    }
    expect(payment, 'a payable order of the demo customer').toBeDefined();
    // Someone else's payment, the same kind of thing: for them only.
    const other = await newCustomer(db, 'Other');
    const card = await api.app.inject({
      method: 'POST',
      url: '/gift-cards',
      headers: { ...other.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { branchId: 1, amount: 500_000, recipientName: 'Ana' },
    });
    const theirs = await api.app.inject({
      method: 'POST',
      url: `/gift-cards/${card.json().code}/payments`,
      headers: other.headers,
    });
    foreignId = theirs.json().id;
    expect(foreignId).toBeGreaterThan(0);
  }, 120_000);

  afterAll(() => gateway?.close());

  const picture = (path: string, cookie?: string) => gateway.get(path, cookie);

  it("serves the customer's payment code as a PNG to save, never cached", async () => {
    const answer = await picture(`/payments/${payment.id}/qr.png`, session);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="ips-qr-${payment.reference}.png"`,
    );
    const png = answer.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: 600 by 600 pixels.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([600, 600]);
  });

  it('answers 401 without a session and 404 for a payment not of this customer', async () => {
    expect((await picture(`/payments/${payment.id}/qr.png`)).statusCode).toBe(401);
    expect((await picture(`/payments/${foreignId}/qr.png`, session)).statusCode).toBe(404);
    expect((await picture('/payments/99999999/qr.png', session)).statusCode).toBe(404);
    expect((await picture('/payments/abc/qr.png', session)).statusCode).toBe(404);
  });
});
