import { createHash, randomBytes } from 'node:crypto';
import { count, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleCounters } from '../../db/schema/index.js';
import { startReplica, startTestApp, testConfig, type TestApp } from '../../test/testApp.js';
import { databaseSetupTimeoutMs, testDatabases } from '../../test/testDatabases.js';
import { createLoginThrottle } from './loginThrottle.js';

const limits = testConfig.loginThrottle;
const challenge = createHash('sha256').update(randomBytes(32)).digest('base64url');
const loginFields = {
  client: testConfig.authClient.id,
  state: 'AbCd1234',
  redirectUrl: testConfig.authClient.redirectUrls[0]!,
  code_challenge: challenge,
  code_challenge_method: 'S256',
  lang: 'en',
};

// Issue 14: the throttles must hold across api replicas, so their counters live in the database.
describe.each(testDatabases())('login throttle over two api replicas on $name', (database) => {
  let replicas: [TestApp, TestApp];

  beforeAll(async () => {
    const first = await startTestApp(database);
    replicas = [first, await startReplica(first)];
  }, databaseSetupTimeoutMs);
  afterAll(async () => {
    await replicas?.[1].close();
    await replicas?.[0].close();
  });

  /** Posts a form to the replica the request number picks, as a round-robin balancer would. */
  const post = async (n: number, url: string, fields: Record<string, string>, ip: string) =>
    (
      await replicas[n % 2]!.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        payload: new URLSearchParams({ ...loginFields, ...fields }).toString(),
      })
    ).statusCode;
  const login = (n: number, email: string, password: string, ip: string) =>
    post(n, '/me/login', { email, password }, ip);

  it('locks an account once its failures, spread over both, reach the limit', async () => {
    const ip = '198.51.100.1';
    const email = `guess.${randomBytes(4).toString('hex')}@example.test`;
    const statuses: number[] = [];
    for (let n = 0; n < limits.failuresPerAccount + 2; n += 1) {
      statuses.push(await login(n, n % 3 ? email : email.toUpperCase(), `wrong-${n}`, ip));
    }
    expect(statuses.slice(0, limits.failuresPerAccount).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(limits.failuresPerAccount)).toEqual([429, 429]);
    // Only for that address: the customer elsewhere is not locked out.
    expect(await login(0, email, 'wrong', '198.51.100.2')).toBe(401);
  });

  it('forgets the failures counted on both once a login succeeds on either', async () => {
    const ip = '198.51.100.3';
    for (let n = 0; n < limits.failuresPerAccount - 1; n += 1) {
      expect(await login(n, 'demo@termin.test', `wrong-${n}`, ip)).toBe(401);
    }
    expect(await login(1, 'demo@termin.test', 'demo-password', ip)).toBe(303);
    for (let n = 0; n < limits.failuresPerAccount - 1; n += 1) {
      expect(await login(n, 'demo@termin.test', `wrong-${n}`, ip)).toBe(401);
    }
  });

  it('counts attempts per address across accounts and both replicas', async () => {
    const ip = '198.51.100.4';
    for (let n = 0; n < limits.attemptsPerAddress; n += 1) {
      expect(await login(n, `someone${n}@example.test`, 'wrong', ip)).toBe(401);
    }
    expect(await login(0, 'another@example.test', 'wrong', ip)).toBe(429);
    expect(await login(1, 'another@example.test', 'wrong', ip)).toBe(429);
  });

  it('counts registrations per address across both replicas', async () => {
    const ip = '198.51.100.5';
    const register = (n: number) =>
      post(
        n,
        '/me/register',
        {
          firstName: 'Reg',
          lastName: 'Istered',
          email: `reg.${randomBytes(4).toString('hex')}@example.test`,
          password: 'long enough password',
        },
        ip,
      );
    for (let n = 0; n < limits.registrationsPerAddress; n += 1) expect(await register(n)).toBe(200);
    expect(await register(0)).toBe(429);
    expect(await register(1)).toBe(429);
  });

  describe('createLoginThrottle', () => {
    const small = { attemptsPerAddress: 5, failuresPerAccount: 2, registrationsPerAddress: 1 };
    const throttle = () => createLoginThrottle(replicas[0].connection.db, small);
    const ip = () =>
      `203.0.113.${Math.floor(Math.random() * 250)}-${randomBytes(3).toString('hex')}`;

    it('locks an account after its failures, for that address only', async () => {
      const [at, elsewhere] = [ip(), ip()];
      const one = throttle();
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await one.login(at, 'mila@example.test')).toBe(true);
        await one.failed(at, 'mila@example.test');
      }
      expect(await throttle().login(at, 'MILA@example.test')).toBe(false);
      expect(await throttle().login(elsewhere, 'mila@example.test')).toBe(true);
    });

    it('never locks out a customer who keeps logging in successfully', async () => {
      const at = ip();
      const one = createLoginThrottle(replicas[0].connection.db, {
        ...small,
        attemptsPerAddress: 100,
      });
      for (let attempt = 0; attempt < 10; attempt++) {
        expect(await one.login(at, 'mila@example.test')).toBe(true);
        await one.failed(at, 'mila@example.test');
        await one.succeeded(at, 'mila@example.test');
      }
    });

    it('counts concurrent attempts exactly: no more get through than the limit', async () => {
      const at = ip();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => throttle().login(at, `user${n}@example.test`)),
      );
      expect(answers.filter(Boolean)).toHaveLength(small.attemptsPerAddress);
      expect(await throttle().register(at)).toBe(true);
      expect(await throttle().register(at)).toBe(false);
    });

    it('starts a new window once the last one ended, and deletes ended windows', async () => {
      const db = replicas[0].connection.db;
      const at = ip();
      expect(await throttle().register(at)).toBe(true);
      expect(await throttle().register(at)).toBe(false);
      // Fifteen minutes later (every window ended):
      await db.update(throttleCounters).set({ expire: new Date(Date.now() - 1000) });
      const ended = async () =>
        (
          await db
            .select({ n: count() })
            .from(throttleCounters)
            .where(lt(throttleCounters.expire, new Date()))
        )[0]!.n;
      expect(await ended()).toBeGreaterThan(0);
      // A fresh throttle (as after a restart) sweeps on its first use.
      expect(await throttle().register(at)).toBe(true);
      expect(await ended()).toBe(0);
      const [left] = await db.select({ n: count() }).from(throttleCounters);
      expect(left!.n).toBe(1);
    });
  });
});
