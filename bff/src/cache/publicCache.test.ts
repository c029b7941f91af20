import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../metrics/metrics.js';
import { createPublicCache } from './publicCache.js';

const cities = () => ({ cities: [{ slug: 'beograd', name: 'Beograd' }] });

describe('public cache', () => {
  it('loads once, then hands every reader the same frozen value, decoded once', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, metrics: createMetrics() });
    const load = vi.fn(async () => cities());
    const missed = await cache.getOrLoad('cities', load);
    const first = await cache.getOrLoad('cities', load);
    const second = await cache.getOrLoad('cities', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toEqual(missed);
    expect(second).toBe(first);
    // Shared between requests: a resolver that changed it would change every later answer.
    expect(Object.isFrozen(missed)).toBe(true);
    expect(() => {
      first.cities[0]!.name = 'Novi Sad';
    }).toThrow(TypeError);
  });

  it('with a TTL of 0 loads every time and keeps nothing', async () => {
    const cache = createPublicCache({ ttlMs: 0, metrics: createMetrics() });
    const load = vi.fn(async () => cities());
    await cache.getOrLoad('cities', load);
    const again = await cache.getOrLoad('cities', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(Object.isFrozen(again)).toBe(false);
  });

  const redisUrl = process.env.REDIS_URL;
  describe.skipIf(!redisUrl)('through Redis', () => {
    const connections: Redis[] = [];
    afterAll(() => Promise.all(connections.map((redis) => redis.quit())));

    it('a value one replica loaded is read by the other, decoded once there', async () => {
      // A namespace of the test's own: other runs on the same Redis do not meet it.
      const namespace = `termin:test:${randomUUID()}`;
      const replica = () => {
        const redis = new Redis(redisUrl!);
        connections.push(redis);
        return createPublicCache({ ttlMs: 60_000, redis, metrics: createMetrics(), namespace });
      };
      const [first, second] = [replica(), replica()];
      const load = vi.fn(async () => cities());
      await first.getOrLoad('cities', load);
      const read = await second.getOrLoad('cities', load);
      expect(read).toEqual(cities());
      expect(await second.getOrLoad('cities', load)).toBe(read);
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
