import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { requestFrom, startForwardingProxy } from '../test/forwardingProxy.js';

// Issue 14 finding 2: the client address behind a real proxy hop. The client (127.0.0.2) reaches
// bff through a proxy that connects from 127.0.0.3; TRUST_PROXY names only the proxy. A client's
// own X-Forwarded-For must change nothing: not bff's limits, not what api is told.
const client = '127.0.0.2';
const proxyAddress = '127.0.0.3';
const otherClient = '127.0.0.4';
/** A fresh claimed address per request, as an attacker would send. */
let claims = 0;
const spoofed = () => `203.0.113.${(claims += 1) % 250}`;

describe('bff behind a proxy it trusts (TRUST_PROXY)', () => {
  let api: ListeningApi;
  let bff: Awaited<ReturnType<typeof buildApp>>;
  let bffUrl: string;
  let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;

  beforeAll(async () => {
    api = await startListeningApi();
    const apiPort = api.port;
    bff = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: 'http://localhost:3000',
        SESSION_SECRET: 'trust-proxy-test-secret-0123456789abc',
        TRUST_PROXY: proxyAddress,
        RATE_LIMIT_LOGIN_PER_MINUTE: '3',
        // The guessing run is for the auth service's own limit to end, not bff's door.
        RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000',
      }),
      { pages: false },
    );
    await bff.listen({ port: 0, host: '127.0.0.1' });
    bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
    proxy = await startForwardingProxy(bffUrl, proxyAddress);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await bff?.close();
    await api?.close();
  });

  const loginStart = (from: string, via: string, claimed?: string) =>
    requestFrom(from, `${via}/auth/login?redirect=%2Fen`, {
      headers: claimed ? { 'x-forwarded-for': claimed } : {},
    });

  it("ignores a client's X-Forwarded-For and believes the proxy's", async () => {
    // Three login starts a minute per address: claiming new addresses does not buy a fourth.
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await loginStart(client, proxy.url, spoofed())).status);
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
    // Another client behind the same proxy is told apart by the proxy's header.
    expect((await loginStart(otherClient, proxy.url)).status).toBe(302);
    // Nor does the header help a client that skips the proxy: it is not a trusted hop.
    expect((await loginStart(client, bffUrl, spoofed())).status).toBe(429);
  });

  it('ends a password-guessing run from "60 addresses" with 429 at the auth service', async () => {
    const start = await loginStart(otherClient, proxy.url);
    const authPage = new URL(start.headers.location!);
    const victim = `victim.${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const answer = await requestFrom(client, `${proxy.url}/account/me/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': spoofed(),
        },
        body: new URLSearchParams({
          ...Object.fromEntries(authPage.searchParams),
          email: victim,
          password: `guess-${i}`,
        }).toString(),
      });
      statuses.push(answer.status);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });
});
