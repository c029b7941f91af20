import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LogoutJournal } from './logoutJournal.js';
import { PendingLogouts, type PendingLogoutOptions } from './pendingLogouts.js';
import { createRevokedSessions } from './revokedSessions.js';

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

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'termin-pending-logouts-'));
  folders.push(folder);
  return folder;
};

/** One process's PendingLogouts over a data folder (a restart: the same folder, fresh memory). */
function processOver(
  folder: string,
  options: Pick<PendingLogoutOptions, 'logout'> & Partial<PendingLogoutOptions>,
) {
  const revoked = createRevokedSessions(options.redis);
  const pending = new PendingLogouts({
    secrets,
    revoked,
    journal: new LogoutJournal(folder),
    initialDelayMs: 10,
    ...options,
  });
  return { pending, revoked };
}

describe('PendingLogouts', () => {
  it('retries an upstream revocation until the auth service confirms it, then stops', async () => {
    const auth = authService();
    const folder = newFolder();
    const { pending } = processOver(folder, { logout: auth.logout });
    try {
      await pending.add('session-1', 'refresh-1', inADay());
      await vi.waitFor(() => expect(auth.logout.mock.calls.length).toBeGreaterThanOrEqual(2));
      auth.up = true;
      await vi.waitFor(() => expect(auth.revoked).toEqual(['refresh-1']));
      expect(pending.size).toBe(0);
      // Confirmed: nothing is kept on disk any more.
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      pending.close();
    }
  });

  it('drops a revocation once the session would have ended anyway', async () => {
    const auth = authService();
    const { pending } = processOver(newFolder(), { logout: auth.logout });
    try {
      await pending.add('session-1', 'refresh-1', Math.floor(Date.now() / 1000) + 1);
      await vi.waitFor(() => expect(pending.size).toBe(0), { timeout: 3000 });
      expect(auth.revoked).toEqual([]);
    } finally {
      pending.close();
    }
  });

  it('is taken up by the next run of the process: the session refused, the logout finished', async () => {
    const auth = authService();
    const folder = newFolder();
    const first = processOver(folder, { logout: auth.logout, initialDelayMs: 60_000 });
    await first.pending.add('session-1', 'refresh-1', inADay());
    first.pending.close();

    auth.up = true;
    const next = processOver(folder, { logout: auth.logout });
    try {
      await next.pending.restore();
      expect(await next.revoked.isRevoked('session-1')).toBe(true);
      await vi.waitFor(() => expect(auth.revoked).toEqual(['refresh-1']));
      await vi.waitFor(() => expect(readdirSync(folder)).toEqual([]));
    } finally {
      next.pending.close();
    }
  });

  it('keeps the refresh token on disk only sealed', async () => {
    const folder = newFolder();
    const { pending } = processOver(folder, { logout: authService().logout });
    await pending.add('session-1', 'refresh-token-in-the-clear', inADay());
    pending.close();
    const values = await new LogoutJournal(folder).readAll();
    expect(values).toHaveLength(1);
    expect(values[0]).not.toContain('refresh-token-in-the-clear');
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
    const first = processOver(newFolder(), { logout: auth.logout, redis: connect() });
    await first.pending.add(`session-${Date.now()}`, token, inADay());
    first.pending.close();

    auth.up = true;
    const second = processOver(newFolder(), {
      logout: auth.logout,
      redis: connect(),
      maxDelayMs: 50,
    });
    try {
      await vi.waitFor(() => expect(auth.revoked).toContain(token), { timeout: 5000 });
    } finally {
      second.pending.close();
    }
  });
});
