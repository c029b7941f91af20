import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../api/src/test/testApp.js';
import { testDatabases } from '../../../api/src/test/testDatabases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import { freePort, webBuilt } from '../test/processes.js';

// Issue 19: started before api (npm start brings both up at once; an orchestrator in any order),
// bff answers a clear "starting" 503 instead of failing every page and logging each failure, and
// serves normally as soon as api is ready.
describe.skipIf(!webBuilt)('bff started before api (needs the web build)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let api: TestApp | undefined;
  let apiPort: number;
  const logLines: string[] = [];

  beforeAll(async () => {
    apiPort = await freePort();
    const config = loadConfig({
      NODE_ENV: 'production',
      ...anyOperation,
      SESSION_SECRET: 'test-session-secret-test-session-secret',
      API_URL: `http://127.0.0.1:${apiPort}`,
    });
    app = await buildApp(config, {
      startupGate: true,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await api?.close();
  });

  it('answers 503 "starting" in the page language while api is not ready', async () => {
    const page = await app.inject({ url: '/en/search' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Termin is starting</title>');
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(page.body).toContain('href="/en/search"');

    const serbian = await app.inject({ url: '/sr-RS' });
    expect(serbian.body).toContain('<html lang="sr-Latn">');
    expect(serbian.body).toContain('Termin se pokreće');
    const russian = await app.inject({ url: '/', headers: { 'accept-language': 'ru-RU,ru' } });
    expect(russian.body).toContain('Termin запускается');

    const operation = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(operation.statusCode).toBe(503);
    expect(operation.json().errors[0].extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'starting',
    });
    // Liveness never waits for api (an orchestrator would restart bff in a loop otherwise).
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('serves as soon as api is ready, having logged one line while it waited', async () => {
    const [pglite] = testDatabases();
    api = await startTestApp(pglite!);
    await api.app.listen({ port: apiPort, host: '127.0.0.1' });
    // At once, not at the next poll: a balancer that saw /readyz pass sends straight away.
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/en' })).statusCode).toBe(200);

    const messages = logLines.map((line) => JSON.parse(line) as { msg: string; level: number });
    expect(messages.filter((line) => /waiting for the booking API/.test(line.msg))).toHaveLength(1);
    expect(messages.filter((line) => /booking API ready/.test(line.msg))).toHaveLength(1);
    // No failure was logged for the pages answered while api was starting.
    expect(messages.filter((line) => line.level >= 40)).toEqual([]);
  }, 90_000);
});
