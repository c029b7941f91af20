import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { loadConfig as loadApiConfig } from '../../../api/src/config.js';
import { outboxMessages } from '../../../api/src/db/schema/index.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';

type Gateway = Awaited<ReturnType<typeof buildApp>>;

// Issue 42 item 1: `PORT=3300 … npm start` gives api and bff one environment (scripts/serve.mjs)
// with no SITE_URL. Both must default the site to http://localhost:$PORT, or every login is
// refused ("Login link not valid") and every e-mail links to :3000.
describe('a site started on another port without SITE_URL', () => {
  const site = 'http://localhost:3317';
  // What serve.mjs hands to both processes (ports here are never listened on but api's: port 0).
  const sharedEnv = { PORT: '3317', NODE_ENV: 'production', LOG_LEVEL: 'silent' };
  let api: ListeningApi;
  let bff: Gateway;

  beforeAll(async () => {
    api = await startListeningApi(loadApiConfig({ ...sharedEnv, OUTBOX_POLL_MS: '0' }));
    bff = await buildApp(
      loadConfig({
        ...sharedEnv,
        ...anyOperation,
        API_URL: api.url,
        SESSION_SECRET: 'a-site-on-another-port-0123456789',
      }),
      { pages: false },
    );
  }, 120_000);

  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('logs the demo customer in and returns to the site on its own port', async () => {
    const start = await bff.inject({ method: 'GET', url: '/auth/login?redirect=/en/profile' });
    expect(start.statusCode).toBe(302);
    const loginCookie = String(start.headers['set-cookie']).match(/termin_login=([^;]+)/)![1]!;
    const authPage = new URL(start.headers.location as string);
    expect(authPage.origin).toBe(site);

    const page = await bff.inject({ method: 'GET', url: `${authPage.pathname}${authPage.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Login link not valid');

    const submitted = await bff.inject({
      method: 'POST',
      url: '/account/me/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(authPage.searchParams),
        email: 'demo@termin.test',
        password: 'demo-password',
      }).toString(),
    });
    expect(submitted.statusCode).toBe(303);
    const callback = new URL(submitted.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${site}/auth/callback`);

    const done = await bff.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { termin_login: loginCookie },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/en/auth?redirect=%2Fen%2Fprofile');
    expect(String(done.headers['set-cookie'])).toMatch(/termin_session=[^;]+/);
  });

  it("links e-mails to the site's own port", async () => {
    const asked = await bff.inject({
      method: 'POST',
      url: '/account/me/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=en&email=demo%40termin.test',
    });
    expect(asked.statusCode).toBe(200);
    const mails = await api.connection.db.select().from(outboxMessages);
    const reset = mails.find((mail) => mail.kind === 'password.reset');
    expect(new URL((reset!.payload as { link: string }).link).origin).toBe(site);
  });

  it('leads back to the site from a login link it cannot serve', async () => {
    const page = await bff.inject({ method: 'GET', url: '/account/me?client=nobody' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`<a href="${site}/">Back to Termin</a>`);
  });
});
