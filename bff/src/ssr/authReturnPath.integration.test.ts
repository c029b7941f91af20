import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuilt } from '../test/processes.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// Issue 14 finding 3: the site's /auth page continues to ?redirect=…, and must stay on the site
// whatever it is given, without ever answering 500.
describe.skipIf(!webBuilt)('/en/auth?redirect=… (needs the web build)', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let bff: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    upstream = await startStubUpstream();
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: upstream.url,
        SESSION_SECRET: 'auth-return-path-secret-0123456789',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  it.each([
    ['a tab before //', '%2F%09%2Fevil.example%2Fphish'],
    ['a newline before //', '%2F%0A%2Fevil.example%2Fphish'],
    ['a backslash', '%2F%5Cevil.example'],
    ['scheme-relative', '%2F%2Fevil.example'],
    ['dot segments', '%2F.%2F%2Fevil.example'],
    ['another origin', 'https%3A%2F%2Fevil.example'],
    ['CR/LF', '%2Fen%0D%0ASet-Cookie%3A%20x%3D1'],
  ])('stays on the site for %s', async (_what, value) => {
    const answer = await bff.inject({ method: 'GET', url: `/en/auth?redirect=${value}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/en');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['percent-encoded', '%2Fru%2F%D0%BF%D0%BE%D0%B8%D1%81%D0%BA'],
    ['raw', '/ru/поиск'],
  ])('continues to a %s non-ASCII path, percent-encoded in the location', async (_how, value) => {
    const answer = await bff.inject({ method: 'GET', url: `/en/auth?redirect=${value}` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/ru/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA');
  });

  it('continues to an ordinary path on the site', async () => {
    const answer = await bff.inject({
      method: 'GET',
      url: '/en/auth?redirect=%2Fen%2Fsearch%3Fs%3Dhair%26c%3Dbeograd',
    });
    expect(answer.headers.location).toBe('/en/search?s=hair&c=beograd');
  });
});
