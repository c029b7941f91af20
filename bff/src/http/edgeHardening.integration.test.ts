import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostPrefixViolations, setCookieLines } from '../test/cookieRules.js';
import { startStubUpstream } from '../test/stubUpstream.js';
import { buildTestGateway } from '../test/testGateway.js';

type Gateway = Awaited<ReturnType<typeof buildTestGateway>>;

// Issue 14: what the site's edge gives away or lets through (headers, cookies, metrics, the
// auth service proxy, schema hints), each checked the way a browser or a client would meet it.
let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
let authService: FastifyInstance;
/** The headers of every request the stand-in auth service received, by method and path. */
const authCalls: { call: string; headers: Record<string, unknown> }[] = [];
let https: Gateway;
let http: Gateway;

beforeAll(async () => {
  upstream = await startStubUpstream();
  // The auth service's /me: the login page for a browser, the profile as JSON for a bearer.
  authService = Fastify();
  authService.addHook('onRequest', async (request) => {
    authCalls.push({ call: `${request.method} ${request.url}`, headers: request.headers });
  });
  const page = async () => '<h1>Log in to Termin</h1>';
  authService.get('/me', async (request, reply) =>
    request.headers.authorization
      ? { email: 'someone@example.test' }
      : reply.type('text/html').send(await page()),
  );
  authService.get('/me/profile', async () => ({ email: 'someone@example.test' }));
  authService.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  authService.post('/me/login', async () => 'posted');
  authService.post('/me/register', async () => 'posted');
  await authService.listen({ port: 0, host: '127.0.0.1' });
  const authUrl = `http://127.0.0.1:${(authService.server.address() as AddressInfo).port}`;
  https = await buildTestGateway(authUrl, { SITE_URL: 'https://termin.example' });
  http = await buildTestGateway(upstream.url, { SITE_URL: 'http://localhost:3000' });
});

afterAll(async () => {
  await https?.app.close();
  await http?.app.close();
  await authService?.close();
  await upstream?.close();
});

describe('cookies on an HTTPS site', () => {
  it('sets the login flow cookie so a browser keeps it (__Host-: Secure, Path=/, no Domain)', async () => {
    const start = await https.app.inject({ method: 'GET', url: '/auth/login?redirect=/en' });
    expect(start.statusCode).toBe(302);
    const lines = setCookieLines(start.headers);
    expect(lines.some((line) => line.startsWith('__Host-termin_login='))).toBe(true);
    for (const line of lines) expect(hostPrefixViolations(line)).toEqual([]);

    // The callback's clearing of it must match, or the browser keeps the old one.
    const callback = await https.app.inject({ method: 'GET', url: '/auth/callback?code=x' });
    for (const line of setCookieLines(callback.headers))
      expect(hostPrefixViolations(line)).toEqual([]);
    const logout = await https.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { '__Host-termin_session': 'anything' },
      payload: 'redirect=%2Fen',
    });
    expect(setCookieLines(logout.headers).length).toBeGreaterThan(0);
    for (const line of setCookieLines(logout.headers))
      expect(hostPrefixViolations(line)).toEqual([]);
  });
});

describe('security headers', () => {
  it('refuses framing the same way as the pages (DENY) and limits powerful features', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = String(response.headers['permissions-policy']);
    expect(policy).toContain('geolocation=(self)');
    for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(feature);
  });

  it('sends HSTS only when the site is HTTPS', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await https.app.inject({ method: 'GET', url: '/healthz' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('metrics', () => {
  it('are not on the site, only on the internal metrics server', async () => {
    expect((await http.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const metrics = await http.app.metricsServer.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('bff_http_request_duration_seconds');
  });
});

describe('the auth service proxy (/account/me)', () => {
  it('passes the login page and its form posts', async () => {
    const page = await https.app.inject({ method: 'GET', url: '/account/me?type=login' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Log in to Termin');
    for (const url of ['/account/me/login', '/account/me/register']) {
      const posted = await https.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.test',
      });
      expect(posted.body).toBe('posted');
    }
  });

  it('never answers the JSON API, with or without a bearer token', async () => {
    for (const url of ['/account/me/profile', '/account/me/notifications', '/account/me/']) {
      const answer = await https.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer stolen-token' },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('someone@example.test');
    }
    const me = await https.app.inject({
      method: 'GET',
      url: '/account/me',
      headers: { authorization: 'Bearer stolen-token' },
    });
    expect(me.body).not.toContain('someone@example.test');
    expect(me.body).toContain('Log in to Termin');
  });

  it('forwards no credentials and only the client address bff determined', async () => {
    authCalls.length = 0;
    await https.app.inject({
      method: 'GET',
      url: '/account/me?type=login',
      remoteAddress: '127.0.0.9',
      headers: {
        authorization: 'Bearer stolen-token',
        cookie: '__Host-termin_session=sealed',
        'x-forwarded-host': 'evil.example',
      },
    });
    const [received] = authCalls;
    expect(received?.call).toBe('GET /me?type=login');
    expect(received?.headers.authorization).toBeUndefined();
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers['x-forwarded-host']).toBeUndefined();
    expect(received?.headers['x-forwarded-for']).toBe('127.0.0.9');
  });
});

describe('GraphQL errors in production', () => {
  it('do not suggest enum values or field names for a bad variable', async () => {
    const { body } = await http.graphql(
      'query ($input: SearchInput!) { search(input: $input) { total } }',
      { input: { sort: 'PRICEE', cityy: 'beograd' } },
    );
    expect(body.errors.length).toBeGreaterThan(0);
    for (const error of body.errors) {
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).not.toMatch(/did you mean/i);
    }
  });
});
