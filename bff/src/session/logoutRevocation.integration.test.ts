import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { customers, refreshTokens } from '../../../api/src/db/schema/index.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import { logInByInject as logIn, sessionOf, viewerOf as viewer } from '../test/injectedLogin.js';
import { startUpstreamSwitch } from '../test/upstreamSwitch.js';

type Gateway = Awaited<ReturnType<typeof buildApp>>;

// Issue 14 finding 4: a logout while api is unreachable must still end the session. With Redis
// (REDIS_URL, as CI runs it) every replica refuses the old cookie; without it the replica that
// took the logout does.
describe('logging out while api is down', () => {
  let api: ListeningApi;
  let upstream: Awaited<ReturnType<typeof startUpstreamSwitch>>;
  let replicas: [Gateway, Gateway];
  const redisUrl = process.env.REDIS_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'termin-logout-revocation-'));

  beforeAll(async () => {
    api = await startListeningApi();
    upstream = await startUpstreamSwitch(api.port);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_URL: upstream.url,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'logout-revocation-secret-0123456789',
      DATA_DIR: dataDir,
      ...anyOperation,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    });
    replicas = [await buildApp(config, { pages: false }), await buildApp(config, { pages: false })];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas?.map((replica) => replica.close()) ?? []);
    await upstream?.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The demo customer's sign-ins the auth service still honours. */
  async function liveRefreshTokens() {
    const { db } = api.connection;
    const demo = (await db.select().from(customers)).find((c) => c.email === 'demo@termin.test');
    const rows = await db.select().from(refreshTokens);
    return rows.filter((row) => row.customerId === demo!.id && !row.revokedAt && !row.rotatedAt)
      .length;
  }

  it('refuses a copy of the old cookie once api is back, and revokes the sign-in at api', async () => {
    const [first, second] = replicas;
    const session = await logIn(first);
    expect(await viewer(first, session)).toEqual({ email: 'demo@termin.test' });
    expect(await liveRefreshTokens()).toBeGreaterThan(0);

    upstream.down();
    const out = await first.inject({
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
    expect(sessionOf(out.headers)).toBe('');
    upstream.up();

    // The old cookie, replayed after api is back: nobody is signed in with it.
    const replayedOn = redisUrl ? second : first;
    expect(await viewer(replayedOn, session)).toBeNull();
    // bff kept trying: the sign-in ends at api too, not only in bff.
    await vi.waitFor(async () => expect(await liveRefreshTokens()).toBe(0), {
      timeout: 20_000,
      interval: 250,
    });
  });
});
