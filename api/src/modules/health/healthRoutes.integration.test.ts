import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp.js';
import { startTestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';

describe.each(testDatabases())('health probes on $name', (database) => {
  let t: TestApp;
  let databaseClosed = false;
  beforeAll(async () => {
    t = await startTestApp(database);
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    await t?.app.close();
    if (!databaseClosed) await t?.connection.close();
  });

  it('healthz answers ok without caller headers', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('readyz answers ok while the database answers, 503 once it is gone', async () => {
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });

    await t.connection.close();
    databaseClosed = true;
    const down = await t.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The database does not answer' },
    });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
