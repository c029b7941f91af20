import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../api/src/test/testApp.js';
import { testDatabases } from '../../../api/src/test/testDatabases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import { webBuilt } from '../test/processes.js';

// Issue 41 finding 9: what an attacker learns from errors, and what bff's log keeps. Pages over
// the real api; every log line bff writes is kept to be read.
describe.skipIf(!webBuilt)('quiet errors (needs the web build)', () => {
  let api: TestApp;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    api = await startTestApp(testDatabases()[0]!);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      ...anyOperation,
      API_URL: apiUrl,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'quiet-errors-secret-0123456789abcdef',
    });
    bff = await buildApp(config, {
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('answers a path segment past api’s length limit with the translated not-found page', async () => {
    // api's router refuses a segment over 100 characters (414): nothing by that name exists.
    const page = await bff.inject({
      url: `/en/blog/${'a'.repeat(300)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html');
  }, 15_000);

  it('never names api’s internal fields in a public error', async () => {
    const answer = await bff.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: `{ searchFacets(category: "${'x'.repeat(300)}") { __typename } }` },
    });
    // api refuses the category by its schema, naming its field (`querystring/category …`).
    expect(answer.body).not.toMatch(/querystring|params\/|body\//);
    expect(answer.json().errors[0]).toMatchObject({
      message: 'The request was not valid.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }, 15_000);

  it('never logs a login code, a reset token or a query string of /auth and /account', async () => {
    logLines.length = 0;
    await bff.inject({ url: '/auth/callback?code=SECRET-CODE-1&state=abcdefgh' });
    await bff.inject({ url: '/account/me/reset?token=SECRET-TOKEN-2&lang=en' });
    await bff.inject({ url: '/auth/login?redirect=/en/SECRET-PATH-3' });
    const log = logLines.join('\n');
    expect(log).toContain('/auth/callback');
    expect(log).not.toMatch(/SECRET-/);
  }, 15_000);
});
