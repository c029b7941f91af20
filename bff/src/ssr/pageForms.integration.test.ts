import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webBuilt } from '../test/processes.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import { CookieSealer, type SessionData } from '../session/sessionCookie.js';

// Forms post to their page's URL and the route's action answers (a form sent before hydration or
// without JavaScript); only forms this site's pages sent, and never from the page cache.
describe.skipIf(!webBuilt)('page forms (needs the web build)', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  const siteUrl = 'https://termin.example';
  const secret = 'page-forms-secret-0123456789abcdef';

  beforeAll(async () => {
    upstream = await startStubUpstream();
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: upstream.url,
        SITE_URL: siteUrl,
        SESSION_SECRET: secret,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await upstream?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload = 'rating=5') =>
    bff.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['nothing that says where it came from', {}],
  ])('refuses a form from %s, in the page language, and does nothing', async (_what, headers) => {
    const answer = await post('/sr-RS/profile/settings/general', headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toMatch(/^Ovaj obrazac je poslat sa drugog sajta/);
  });

  it("accepts the site's own origin and the host it was sent to", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: siteUrl },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      // The start page has no action: the router answers 405, rendered as a page, not a refusal.
      const answer = await post('/en', headers);
      expect(answer.statusCode).toBe(405);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('takes only small url-encoded forms', async () => {
    const json = await bff.inject({
      method: 'POST',
      url: '/en',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    const huge = await post('/en', { origin: siteUrl }, `comment=${'x'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(413);
  });

  it("charges a mutation a form's action runs to the visitor's mutation limit", async () => {
    const limited = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: upstream.url,
        SITE_URL: siteUrl,
        SESSION_SECRET: secret,
        RATE_LIMIT_MUTATIONS_PER_MINUTE: '2',
        ...anyOperation,
      }),
    );
    const logout = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: { query: 'mutation { logout { loggedOut } }' },
      });
    // A signed-in visitor (a hostile one has an account too): the page lets them book.
    const session: SessionData = {
      id: '6f1c0d1e-5c1a-4a4e-9a57-6f7f3b1d2c3e',
      accessToken: 'a'.repeat(43),
      accessExpiresAt: Math.floor(Date.now() / 1000) + 3600,
      refreshToken: 'r'.repeat(43),
      refreshExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    };
    const sealed = await new CookieSealer<SessionData>([secret], 'session').seal(
      session,
      session.refreshExpiresAt,
    );
    try {
      // Two event bookings posted as forms: each runs the bookEvent mutation in-process.
      for (let i = 0; i < 2; i += 1) {
        await limited.inject({
          method: 'POST',
          url: '/en/book-now/joga-studio-prana-3/group/1/order',
          remoteAddress: '203.0.113.7',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: siteUrl,
            cookie: `__Host-termin_session=${sealed}`,
          },
          payload: 'seats=1&name=Ana&phone=64+123+4567&phoneCountry=RS',
        });
      }
      // The limit is spent: the same visitor's next mutation is refused, another's is not.
      const refused = await logout('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].extensions.code).toBe('RATE_LIMITED');
      expect((await logout('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
