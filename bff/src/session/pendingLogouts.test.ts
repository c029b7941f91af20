import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PendingLogouts } from './pendingLogouts.js';

const secrets = ['pending-logouts-test-secret-0123456789'];
const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

/** An auth service that cannot be reached until `up` is set, recording what it revoked. */
function authService() {
  const service = {
    up: false,
    revoked: [] as string[],
    logout: vi.fn(async (refreshToken: string) => {
      if (!service.up) throw new Error('unreachable');
      service.revoked.push(refreshToken);
    }),
  };
  return service;
}

describe('PendingLogouts', () => {
  it('retries an upstream revocation until the auth service confirms it, then stops', async () => {
    const auth = authService();
    const pending = new PendingLogouts({ logout: auth.logout, secrets, initialDelayMs: 10 });
    try {
      await pending.add('session-1', 'refresh-1', inADay());
      await vi.waitFor(() => expect(auth.logout.mock.calls.length).toBeGreaterThanOrEqual(2));
      auth.up = true;
      await vi.waitFor(() => expect(auth.revoked).toEqual(['refresh-1']));
      expect(pending.size).toBe(0);
    } finally {
      pending.close();
    }
  });

  it('drops a revocation once the session would have ended anyway', async () => {
    const auth = authService();
    const pending = new PendingLogouts({ logout: auth.logout, secrets, initialDelayMs: 10 });
    try {
      await pending.add('session-1', 'refresh-1', Math.floor(Date.now() / 1000) + 1);
      await vi.waitFor(() => expect(pending.size).toBe(0), { timeout: 3000 });
      expect(auth.revoked).toEqual([]);
    } finally {
      pending.close();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('PendingLogouts shared through Redis', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  it('is finished by another replica after the one that took the logout stopped', async () => {
    const auth = authService();
    const token = `refresh-${Date.now()}`;
    const first = new PendingLogouts({ logout: auth.logout, secrets, redis: connect() });
    await first.add(`session-${Date.now()}`, token, inADay());
    first.close();

    auth.up = true;
    const second = new PendingLogouts({
      logout: auth.logout,
      secrets,
      redis: connect(),
      maxDelayMs: 50,
    });
    try {
      await vi.waitFor(() => expect(auth.revoked).toContain(token), { timeout: 5000 });
    } finally {
      second.close();
    }
  });
});
