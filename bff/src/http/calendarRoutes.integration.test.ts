import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../../api/src/db/schema/index.js';
import { signedInGateway } from '../test/signedInGateway.js';

// "Add to calendar" on the site is api's calendar file of the booking, for its customer only.
describe("a booking's calendar file on the site", () => {
  let gateway: Awaited<ReturnType<typeof signedInGateway>>;
  let session: string;
  let guid: string;

  beforeAll(async () => {
    gateway = await signedInGateway('calendar-routes');
    session = gateway.session;
    const { db } = gateway.api.connection;
    const demo = (await db.select().from(customers)).find((c) => c.email === 'demo@termin.test');
    const own = (await db.select().from(orders)).find((o) => o.customerId === demo!.id);
    guid = own!.guid;
  }, 120_000);

  afterAll(() => gateway?.close());

  const calendar = (path: string, cookie?: string) => gateway.get(path, cookie);

  it("serves the signed-in customer's order as api's .ics, never cached", async () => {
    const answer = await calendar(`/calendar/order/${guid}`, session);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="termin-${guid.slice(0, 8)}.ics"`,
    );
    expect(answer.body).toContain(`UID:${guid}@termin`);
    expect(answer.body).toContain('PRODID:-//Termin//bookings//EN');
    expect(answer.body).toMatch(/\r\nSEQUENCE:\d+\r\n/);
  });

  it('answers 401 without a session and 404 for an unknown booking', async () => {
    expect((await calendar(`/calendar/order/${guid}`)).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await calendar(`/calendar/order/${unknown}`, session)).statusCode).toBe(404);
    expect((await calendar(`/calendar/event-booking/${unknown}`, session)).statusCode).toBe(404);
    expect((await calendar('/calendar/order/not-a-guid', session)).statusCode).toBe(404);
  });
});
