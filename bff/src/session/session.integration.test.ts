import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { accessTokens, refreshTokens } from '../../../api/src/db/schema/index.js';
import { awaitLink } from '../../../api/src/test/outboxMail.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';

type Gateway = Awaited<ReturnType<typeof buildApp>>;

/** Cookie name → value from Set-Cookie headers (a cleared cookie maps to ''). */
function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  return Object.fromEntries(
    lines.map((line: string) => line.split(';')[0]!.split(/=(.*)/s).slice(0, 2)),
  );
}

// The whole BFF session (architecture.md, "Session and auth") over the real auth service, with two
// bff replicas sharing only their configuration, as behind a load balancer.
describe('the customer session across two bff replicas', () => {
  let api: ListeningApi;
  let replicas: [Gateway, Gateway];
  const email = `mila.${Date.now()}@example.test`;
  const password = 'a long enough password';

  beforeAll(async () => {
    api = await startListeningApi();
    // The api's test config accepts logins returning to http://localhost:3000/auth/callback.
    const config = loadConfig({
      NODE_ENV: 'production',
      ...anyOperation,
      LOG_LEVEL: 'silent',
      API_URL: api.url,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'replicas-share-this-secret-0123456789',
    });
    replicas = [await buildApp(config, { pages: false }), await buildApp(config, { pages: false })];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas?.map((replica) => replica.close()) ?? []);
    await api?.close();
  });

  /** Registers through bff's login start, the proxied auth page and the callback. */
  async function logIn(register: boolean): Promise<string> {
    const [a, b] = replicas;
    const start = await a.inject({
      method: 'GET',
      url: `/auth/login?type=${register ? 'register' : 'login'}&redirect=/en/profile/settings`,
    });
    expect(start.statusCode).toBe(302);
    const loginCookie = cookiesOf(start)['termin_login']!;
    const authPage = new URL(start.headers.location as string);
    expect(authPage.pathname).toBe('/account/me');
    expect(authPage.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(authPage.searchParams.get('code_challenge_method')).toBe('S256');
    // The page to come back to after a detour (forgot, reset) that starts a new sign-in.
    expect(authPage.searchParams.get('back')).toBe('/en/profile/settings');

    const page = await b.inject({ method: 'GET', url: `${authPage.pathname}${authPage.search}` });
    expect(page.statusCode).toBe(200);
    const fields = Object.fromEntries(authPage.searchParams);
    const submitted = await b.inject({
      method: 'POST',
      url: register ? '/account/me/register' : '/account/me/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...fields,
        firstName: 'Mila',
        lastName: 'Jovanović',
        email,
        password,
      }).toString(),
    });
    let signedIn = submitted;
    if (register) {
      // A new account finishes signing in through its confirmation e-mail's link.
      expect(submitted.statusCode).toBe(200);
      const link = await awaitLink(api.connection.db, 'account.verify', email);
      signedIn = await b.inject({
        method: 'POST',
        url: '/account/me/verify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token: link.searchParams.get('token')!,
          lang: 'en',
        }).toString(),
      });
    }
    expect(signedIn.statusCode).toBe(303);
    const callback = new URL(signedIn.headers.location as string);
    expect(callback.pathname).toBe('/auth/callback');

    const done = await a.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { termin_login: loginCookie },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/en/auth?redirect=%2Fen%2Fprofile%2Fsettings');
    const session = cookiesOf(done)['termin_session'];
    expect(session).toBeTruthy();
    // No token ever reaches the browser: not in the redirect, not readable in the cookie.
    expect(String(done.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(done.body).toBe('');
    return session!;
  }

  const viewer = (replica: Gateway, session: string) =>
    replica.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      cookies: { termin_session: session },
      payload: { query: '{ viewer { firstName lastName initials email } }' },
    });

  it('logs in through one replica and is known on the other', async () => {
    const session = await logIn(true);
    for (const replica of replicas) {
      const answer = await viewer(replica, session);
      expect(answer.json().data.viewer).toEqual({
        firstName: 'Mila',
        lastName: 'Jovanović',
        initials: 'MJ',
        email,
      });
    }
  });

  it('a confirmation link opened in another browser confirms and leads to the login', async () => {
    const [a, b] = replicas;
    const newcomer = `other-browser.${Date.now()}@example.test`;
    const start = await a.inject({
      method: 'GET',
      url: '/auth/login?type=register&redirect=/sr-RS/profile/settings',
    });
    const authPage = new URL(start.headers.location as string);
    const sent = await b.inject({
      method: 'POST',
      url: '/account/me/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...Object.fromEntries(authPage.searchParams),
        firstName: 'Vera',
        lastName: 'Ilić',
        email: newcomer,
        password,
      }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    const link = await awaitLink(api.connection.db, 'account.verify', newcomer);
    const confirmed = await b.inject({
      method: 'POST',
      url: '/account/me/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: link.searchParams.get('token')!,
        lang: 'sr',
      }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    const callback = new URL(confirmed.headers.location as string);
    // This browser never started the sign-in: no login cookie comes with the callback.
    const done = await a.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      '/sr-RS/auth?redirect=%2Fsr-RS%2Fprofile%2Fsettings&error=email_confirmed',
    );
    expect(cookiesOf(done)['termin_session']).toBeFalsy();
    // A link outside the site is never followed.
    const foreign = new URL(callback);
    foreign.searchParams.set('back', '//evil.test/');
    const refused = await a.inject({ method: 'GET', url: `${foreign.pathname}${foreign.search}` });
    expect(refused.headers.location).toBe('/en/auth?redirect=%2Fen&error=email_confirmed');
  });

  it('answers a visitor without a session with a null viewer', async () => {
    const answer = await replicas[0].inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ viewer { firstName } }' },
    });
    expect(answer.json()).toEqual({ data: { viewer: null } });
  });

  it('refreshes once for concurrent 401s and replays each request with the new token', async () => {
    const session = await logIn(false);
    // Revoke the access tokens upstream (as if expired early): every call now gets a 401.
    await api.connection.db.update(accessTokens).set({ revokedAt: new Date() });
    const refreshesBefore = await api.connection.db.select().from(refreshTokens);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => viewer(replicas[0], session)),
    );
    for (const answer of answers) expect(answer.json().data.viewer.firstName).toBe('Mila');
    const refreshesAfter = await api.connection.db.select().from(refreshTokens);
    expect(refreshesAfter.length - refreshesBefore.length).toBe(1);
    // The renewed session is written back to the browser.
    expect(cookiesOf(answers[0]!)['termin_session']).toBeTruthy();
  });

  it('ends the session when the refresh fails: UNAUTHENTICATED and the cookie cleared', async () => {
    const session = await logIn(false);
    await api.connection.db.update(accessTokens).set({ revokedAt: new Date() });
    await api.connection.db.update(refreshTokens).set({ revokedAt: new Date() });
    const answer = await viewer(replicas[1], session);
    expect(answer.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(cookiesOf(answer)['termin_session']).toBe('');
  });

  it('logs out with a POST: cookie cleared and the sign-in revoked upstream', async () => {
    const session = await logIn(false);
    const out = await replicas[0].inject({
      method: 'POST',
      url: '/auth/logout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      cookies: { termin_session: session },
      payload: 'redirect=%2Fen',
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/en');
    expect(cookiesOf(out)['termin_session']).toBe('');
    const live = await api.connection.db.select().from(refreshTokens);
    expect(live.filter((token) => !token.revokedAt && !token.rotatedAt)).toHaveLength(0);
  });

  it('refuses a cross-site logout and has no GET logout', async () => {
    const crossSite = await replicas[0].inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
      payload: '',
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await replicas[0].inject({ method: 'GET', url: '/auth/logout' })).statusCode).toBe(404);
  });

  it('sends a tampered callback back to /auth with an error', async () => {
    const start = await replicas[0].inject({ method: 'GET', url: '/auth/login?redirect=/en' });
    const loginCookie = cookiesOf(start)['termin_login']!;
    const answer = await replicas[0].inject({
      method: 'GET',
      url: '/auth/callback?code=abcdefghijklmnopqrstuvwxyz&state=WRONG123',
      cookies: { termin_login: loginCookie },
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toContain('error=login_failed');
    expect(cookiesOf(answer)['termin_session']).toBeUndefined();
  });
});
