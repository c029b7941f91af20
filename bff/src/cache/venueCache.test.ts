import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../metrics/metrics.js';
import { createVenueCache } from './venueCache.js';

function setup() {
  let clock = 1_000_000;
  const cache = createVenueCache({
    freshMs: 30_000,
    staleMs: 600_000,
    metrics: createMetrics(),
    now: () => clock,
  });
  return { cache, advance: (ms: number) => (clock += ms) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('venue cache', () => {
  it('answers from what it keeps while fresh, with one load for concurrent misses', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => ({ name: 'Lotus' }));
    const [a, b] = await Promise.all([
      cache.get('13', 'branch', load),
      cache.get('13', 'branch', load),
    ]);
    expect(a).toEqual({ name: 'Lotus' });
    expect(b).toEqual(a);
    await cache.get('13', 'branch', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('decodes a kept entry once and hands every view the same frozen value', async () => {
    const { cache } = setup();
    const load = async () => ({ name: 'Lotus', services: [{ id: '1', price: 1200 }] });
    const missed = await cache.get('13', 'menu', load);
    const first = await cache.get('13', 'menu', load);
    const second = await cache.get('13', 'menu', load);
    expect(second).toBe(first);
    expect(first).toEqual(missed);
    // Shared between views: a resolver that changed it would change every later page.
    expect(Object.isFrozen(missed)).toBe(true);
    expect(() => {
      (first as { services: Array<{ price: number }> }).services[0]!.price = 1;
    }).toThrow(TypeError);
  });

  it('serves a stale entry at once and refreshes it behind the view', async () => {
    const { cache, advance } = setup();
    let version = 1;
    const load = vi.fn(async () => ({ version }));
    await cache.get('13', 'branch', load);
    version = 2;
    advance(31_000);
    expect(await cache.get('13', 'branch', load)).toEqual({ version: 1 });
    await settle();
    expect(await cache.get('13', 'branch', load)).toEqual({ version: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the stale entry when the refresh fails', async () => {
    const { cache, advance } = setup();
    await cache.get('13', 'branch', async () => ({ version: 1 }));
    advance(31_000);
    const failing = vi.fn(async () => {
      throw new Error('api down');
    });
    expect(await cache.get('13', 'branch', failing)).toEqual({ version: 1 });
    await settle();
    expect(await cache.get('13', 'branch', failing)).toEqual({ version: 1 });
  });

  it('past its stale time asks api first, and shows what it kept only while api fails', async () => {
    const { cache, advance } = setup();
    await cache.get('13', 'branch', async () => ({ version: 1 }));
    advance(601_000);
    const failing = async () => {
      throw new Error('api down');
    };
    expect(await cache.get('13', 'branch', failing)).toEqual({ version: 1 });
    expect(await cache.get('13', 'branch', async () => ({ version: 2 }))).toEqual({ version: 2 });
  });

  it('asks api every time for current parts, keeping the answer for when api fails', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => ({ seatsLeft: 3 }));
    expect(await cache.current('13', 'events', load)).toEqual({ seatsLeft: 3 });
    expect(await cache.current('13', 'events', load)).toEqual({ seatsLeft: 3 });
    expect(load).toHaveBeenCalledTimes(2);
    const failing = async () => {
      throw new Error('api down');
    };
    expect(await cache.current('13', 'events', failing)).toEqual({ seatsLeft: 3 });
    await expect(cache.current('14', 'events', failing)).rejects.toThrow('api down');
  });

  it('loads every part of a venue afresh once it is invalidated, and only that venue', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => 'kept');
    await cache.get('13', 'reviews|1|10|newest', load);
    await cache.get('13', 'branch', load);
    await cache.get('14', 'branch', load);
    await cache.invalidate('13');
    await cache.get('13', 'reviews|1|10|newest', load);
    await cache.get('13', 'branch', load);
    await cache.get('14', 'branch', load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('keeps nothing when switched off', async () => {
    const cache = createVenueCache({ freshMs: 0, staleMs: 0, metrics: createMetrics() });
    const load = vi.fn(async () => 'x');
    await cache.get('13', 'branch', load);
    await cache.get('13', 'branch', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

// Two replicas of bff, as deployed: what one drops (a review posted through it) the other must
// not keep showing. Through Redis the drop is shared at once; each in-process cache only
// catches up when its entry stops being fresh.
describe('venue cache on two replicas', () => {
  const venue = () => `replica-test-${randomUUID()}`;

  it('in process: the other replica shows the change once its entry is no longer fresh', async () => {
    const first = setup();
    const second = setup();
    const branch = venue();
    let version = 1;
    const load = async () => ({ version });
    await first.cache.get(branch, 'branch', load);
    await second.cache.get(branch, 'branch', load);
    version = 2;
    await first.cache.invalidate(branch);
    expect(await first.cache.get(branch, 'branch', load)).toEqual({ version: 2 });
    expect(await second.cache.get(branch, 'branch', load)).toEqual({ version: 1 });
    second.advance(31_000);
    await second.cache.get(branch, 'branch', load); // stale: served once, refreshed behind it
    await settle();
    expect(await second.cache.get(branch, 'branch', load)).toEqual({ version: 2 });
  });

  const redisUrl = process.env.REDIS_URL;
  describe.skipIf(!redisUrl)('through Redis', () => {
    const connections: Redis[] = [];
    const replica = (build = 'b1') => {
      const redis = new Redis(redisUrl!);
      connections.push(redis);
      return createVenueCache({
        build,
        freshMs: 30_000,
        staleMs: 600_000,
        redis,
        metrics: createMetrics(),
      });
    };
    const used: string[] = [];
    afterAll(async () => {
      // Generations never expire (they are few in production): this test's go with it.
      if (used.length)
        await connections[0]?.del(...used.map((id) => `termin:bff:venue:generation:${id}`));
      await Promise.all(connections.map((redis) => redis.quit()));
    });

    it('a drop on one replica is a miss on the other at once; other venues stay kept', async () => {
      const [first, second] = [replica(), replica()];
      const [branch, other] = [venue(), venue()];
      used.push(branch, other);
      let version = 1;
      const load = vi.fn(async () => ({ version }));
      await first.get(branch, 'branch', load);
      expect(await second.get(branch, 'branch', load)).toEqual({ version: 1 });
      await second.get(other, 'branch', load);
      expect(load).toHaveBeenCalledTimes(2);

      version = 2;
      await first.invalidate(branch);
      expect(await second.get(branch, 'branch', load)).toEqual({ version: 2 });
      expect(await first.get(branch, 'branch', load)).toEqual({ version: 2 });
      await first.get(other, 'branch', load);
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('keeps a deploy’s entries apart from the last build’s, and drops a venue’s for both', async () => {
      const [old, deployed] = [replica('b1'), replica('b2')];
      const branch = venue();
      used.push(branch);
      const oldShape = vi.fn(async () => ({ name: 'Lotus' }));
      const newShape = vi.fn(async () => ({ name: 'Lotus', sellsGiftCards: true }));
      await old.get(branch, 'branch', oldShape);
      // The new build never reads an answer without the field it needs.
      expect(await deployed.get(branch, 'branch', newShape)).toEqual({
        name: 'Lotus',
        sellsGiftCards: true,
      });
      expect(await old.get(branch, 'branch', oldShape)).toEqual({ name: 'Lotus' });
      expect(oldShape).toHaveBeenCalledTimes(1);

      await deployed.invalidate(branch);
      await old.get(branch, 'branch', oldShape);
      expect(oldShape).toHaveBeenCalledTimes(2);
    });
  });
});
