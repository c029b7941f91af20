import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../../api/src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../api/src/test/testApp.js';
import { testDatabases } from '../../../api/src/test/testDatabases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import { logInByInject } from '../test/injectedLogin.js';

// "Add to calendar" on the site is api's calendar file of the booking, for its customer only.
describe("a booking's calendar file on the site", () => {
  let api: TestApp;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  let session: string;
  let guid: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-calendar-routes-'));

  beforeAll(async () => {
    const [pglite] = testDatabases();
    api = await startTestApp(pglite!);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`,
        SITE_URL: 'http://localhost:3000',
        SESSION_SECRET: 'calendar-routes-secret-0123456789abcdef',
        DATA_DIR: dataDir,
        ...anyOperation,
      }),
      { pages: false },
    );
    session = await logInByInject(bff);
    const { db } = api.connection;
    const demo = (await db.select().from(customers)).find((c) => c.email === 'demo@termin.test');
    const own = (await db.select().from(orders)).find((o) => o.customerId === demo!.id);
    guid = own!.guid;
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const calendar = (path: string, cookie?: string) =>
    bff.inject({ url: path, ...(cookie ? { cookies: { termin_session: cookie } } : {}) });

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
