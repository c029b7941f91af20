import type { Redis } from 'ioredis';
import type { Metrics } from '../metrics/metrics.js';
import { createDecodedEntries, deepFreeze } from './decodedEntries.js';
import { memoryStore, redisStore } from './stores.js';

/**
 * A company page's public data (the branch, its menu, team and review pages) kept briefly, so
 * the long tail of company pages and every signed-in view of one are rendered without asking
 * api again: fresh for `freshMs`, then served stale for up to `staleMs` while one background
 * load refreshes it. A venue's entries are dropped at once when bff itself changes them (a
 * review posted through it); what changes elsewhere shows within `freshMs`. In process by
 * default, in Redis when configured, so replicas share entries and drops.
 *
 * While api cannot answer, an entry is still shown for `keepMs` after its stale time (issue 41:
 * a venue's page from saved data, with a notice, rather than an error page).
 */
export interface VenueCache {
  get<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T>;
  /**
   * Always asks api (for data that must be current, such as places left), keeping the answer
   * only to show when api cannot answer.
   */
  current<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything kept about the branch (its next view loads afresh). */
  invalidate(branchId: string): Promise<void>;
}

interface Entry {
  at: number;
  value: unknown;
}

export function createVenueCache(options: {
  /**
   * The build reading the entries (its id): they are api's answers in the shape this build reads,
   * so after a deploy that reads another (a new field), replicas sharing Redis keep theirs apart.
   */
  build?: string;
  freshMs: number;
  staleMs: number;
  /** How long after staleMs an entry may still be shown while loading it fails (0: never). */
  keepMs?: number;
  redis?: Redis;
  metrics: Metrics;
  now?: () => number;
}): VenueCache {
  const { freshMs, staleMs, metrics, now = Date.now } = options;
  const keptForMs = staleMs + (options.keepMs ?? 0);
  const store = options.redis
    ? redisStore(options.redis)
    : memoryStore({ max: 20_000, maxSize: 100_000_000 });
  const prefix = 'termin:bff:venue:';
  // A branch's generation is part of its keys: invalidating bumps it, so every part (and every
  // page of its reviews) misses at once without listing them, for every build.
  const generationKey = (branchId: string) => `${prefix}generation:${branchId}`;
  const entryPrefix = `${prefix}${options.build ?? 'dev'}:`;
  const loading = new Map<string, Promise<unknown>>();
  const decode = createDecodedEntries({ max: 5000, maxSize: 20_000_000 });

  const loadInto = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then(async (value) => {
        const entry: Entry = { at: now(), value };
        await store.set(key, JSON.stringify(entry), keptForMs).catch(() => undefined);
        // Shared by every view that waited for this load, like a kept entry.
        return deepFreeze(value);
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  };

  /** The part's key and what is kept under it (a store outage reads as nothing kept). */
  const lookUp = async (branchId: string, part: string) => {
    const generation = (await store.get(generationKey(branchId)).catch(() => undefined)) ?? '0';
    const key = `${entryPrefix}${branchId}:${generation}:${part}`;
    const kept = await store.get(key).catch(() => undefined);
    return { key, entry: kept === undefined ? undefined : decode<Entry>(key, kept) };
  };

  /** A fresh answer, or what is kept when api cannot give one. */
  const loadOrKept = async <T>(key: string, load: () => Promise<T>, entry?: Entry) => {
    try {
      return await loadInto(key, load);
    } catch (error) {
      if (!entry) throw error;
      metrics.venueCacheSavedServed.inc();
      return entry.value as T;
    }
  };

  return {
    async get<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T> {
      if (freshMs === 0) return load();
      const { key, entry } = await lookUp(branchId, part);
      if (entry === undefined) {
        metrics.cacheLookups.inc({ result: 'miss' });
        return loadInto(key, load);
      }
      metrics.cacheLookups.inc({ result: 'hit' });
      const age = now() - entry.at;
      // Past its stale time: asked again, shown only if api cannot answer.
      if (age > staleMs) return loadOrKept(key, load, entry);
      if (age > freshMs) {
        // Stale: this view gets what is kept; one refresh runs behind it (a failure keeps it).
        loadInto(key, load).catch(() => undefined);
      }
      return entry.value as T;
    },
    async current<T>(branchId: string, part: string, load: () => Promise<T>): Promise<T> {
      if (freshMs === 0) return load();
      const { key, entry } = await lookUp(branchId, part);
      return loadOrKept(key, load, entry);
    },
    async invalidate(branchId) {
      await store.incr(generationKey(branchId)).catch(() => undefined);
    },
  };
}
