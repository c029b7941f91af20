import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuilt } from '../test/processes.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// Issue 16: a first visit to / lands in the browser's language; the locale cookie still wins.
describe.skipIf(!webBuilt)('GET / (needs the web build)', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let bff: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    upstream = await startStubUpstream();
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: upstream.url,
        SESSION_SECRET: 'root-locale-secret-0123456789abcdef',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  const visit = (headers: Record<string, string>, url = '/') =>
    bff.inject({ method: 'GET', url, headers });

  it('sends a Serbian browser to /sr-RS and says the answer depends on the language', async () => {
    const answer = await visit({ 'accept-language': 'sr-RS,sr;q=0.9,en-US;q=0.8' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/sr-RS');
    expect(answer.headers.vary).toMatch(/accept-language/);
  });

  it('keeps the query and sends other browsers to /en', async () => {
    const answer = await visit({ 'accept-language': 'de-DE,de' }, '/?utm_source=x');
    expect(answer.headers.location).toBe('/en?utm_source=x');
    expect((await visit({})).headers.location).toBe('/en');
  });

  it('follows the locale cookie over the browser', async () => {
    const answer = await visit({ 'accept-language': 'sr-RS', cookie: 'locale=en' });
    expect(answer.headers.location).toBe('/en');
  });
});
