import { describe, expect, it, vi } from 'vitest';
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
