import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startListeningApi, type ListeningApi } from '../test/listeningApi.js';
import { customers, tokenFamilies } from '../../../api/src/db/schema/index.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { anyOperation } from '../test/anyOperation.js';
import {
  logInByInject as logIn,
  sessionOf,
  viewerOf as signedInAs,
} from '../test/injectedLogin.js';
import { startUpstreamSwitch } from '../test/upstreamSwitch.js';

type Gateway = Awaited<ReturnType<typeof buildApp>>;
type Switch = Awaited<ReturnType<typeof startUpstreamSwitch>>;

async function logOut(bff: Gateway, session: string) {
  const out = await bff.inject({
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
}

/**
 * Issue 41 finding 5: sign in, copy the cookie, stop api, log out, restart bff, start api: the
 * copy must stay signed out. bff keeps the revocation on disk (DATA_DIR) until api confirms it.
 */
function logoutThatSticks(options: { redis?: string }) {
  let api: ListeningApi;
  let upstream: Switch;
  let redis: Switch | undefined;
  const dataDirs: string[] = [];
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    api = await startListeningApi();
    upstream = await startUpstreamSwitch(api.port);
    if (options.redis) redis = await startUpstreamSwitch(Number(new URL(options.redis).port));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await redis?.close();
    await upstream?.close();
    await api?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A bff process over its data folder (a restart: the same folder, nothing else kept). */
  async function startBff(dataDir: string) {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      API_URL: upstream.url,
      SITE_URL: 'http://localhost:3000',
      SESSION_SECRET: 'logout-durability-secret-0123456789',
      DATA_DIR: dataDir,
      ...anyOperation,
      ...(redis ? { REDIS_URL: `redis://127.0.0.1:${new URL(redis.url).port}` } : {}),
    });
    const gateway = await buildApp(config, { pages: false });
    gateways.push(gateway);
    return gateway;
  }
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'termin-bff-'));
    dataDirs.push(dir);
    return dir;
  };

  /** The demo customer's sign-ins api still honours. */
  async function liveSignIns() {
    const { db } = api.connection;
    const demo = (await db.select().from(customers)).find((c) => c.email === 'demo@termin.test');
    const families = await db.select().from(tokenFamilies);
    return families.filter((family) => family.customerId === demo!.id && !family.revokedAt).length;
  }

  it('refuses the copied cookie after a bff restart once api is back, on every replica', async () => {
    const dataDir = newDataDir();
    let bff = await startBff(dataDir);
    const otherReplica = await startBff(newDataDir());
    const copied = await logIn(bff);
    expect(await signedInAs(bff, copied)).toEqual({ email: 'demo@termin.test' });
    const signInsBefore = await liveSignIns();

    upstream.down();
    redis?.down();
    await logOut(bff, copied);

    // bff restarts (its memory is gone), then Redis and api come back.
    await bff.close();
    bff = await startBff(dataDir);
    redis?.up();
    upstream.up();

    expect(await signedInAs(bff, copied)).toBeNull();
    // The restarted process finishes the logout at api: the sign-in ends there, so a replica
    // that never saw the logout refuses the copy too.
    await vi.waitFor(async () => expect(await liveSignIns()).toBe(signInsBefore - 1), {
      timeout: 20_000,
      interval: 250,
    });
    expect(await signedInAs(otherReplica, copied)).toBeNull();
    expect(await signedInAs(bff, copied)).toBeNull();
  }, 60_000);
}

describe('a logout with api down, across a bff restart (no Redis)', () => {
  logoutThatSticks({});
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('a logout with api and Redis down, across a bff restart', () => {
  logoutThatSticks({ redis: redisUrl });
});
