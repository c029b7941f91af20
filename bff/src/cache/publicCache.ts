import type { Redis } from 'ioredis';
import type { Metrics } from '../metrics/metrics.js';
import { createDecodedEntries, deepFreeze } from './decodedEntries.js';
import { memoryStore, redisStore } from './stores.js';

/**
 * A TTL cache for public, slow-changing upstream data only (cities, translations, branch
 * settings, route rules) — never anything that depends on who is asking. In process by default,
 * in Redis when configured so replicas share it. Every reader shares a value: it is frozen.
 */
export interface PublicCache {
  /** The cached value for key, or what load() returns (then cached for ttlMs). */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
}

export function createPublicCache(options: {
  ttlMs: number;
  redis?: Redis;
  metrics: Metrics;
  namespace?: string;
}): PublicCache {
  const store = options.redis
    ? redisStore(options.redis)
    : memoryStore({ max: 5000, maxSize: 50_000_000 });
  const prefix = `${options.namespace ?? 'termin:bff:public'}:`;
  // Concurrent misses for one key share a single load.
  const loading = new Map<string, Promise<unknown>>();
  const decode = createDecodedEntries({ max: 5000, maxSize: 20_000_000 });

  return {
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs === 0) return load();
      const fullKey = prefix + key;
      // A cache outage must not fail the request: treat it as a miss.
      const cached = await store.get(fullKey).catch(() => undefined);
      if (cached !== undefined) {
        options.metrics.cacheLookups.inc({ result: 'hit' });
        return decode<T>(fullKey, cached);
      }
      options.metrics.cacheLookups.inc({ result: 'miss' });
      const pending = loading.get(fullKey);
      if (pending) return pending as Promise<T>;
      const promise = load()
        .then(async (value) => {
          await store.set(fullKey, JSON.stringify(value), options.ttlMs).catch(() => undefined);
          // Shared by every request that waited for this load, like a kept value.
          return deepFreeze(value);
        })
        .finally(() => loading.delete(fullKey));
      loading.set(fullKey, promise);
      return promise;
    },
    ping: () => store.ping().catch(() => false),
  };
}
