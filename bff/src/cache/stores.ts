import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';

/** Where bff's shared caches keep their strings: in process, or in Redis for every replica. */
export interface Store {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Adds one to a counter that is never evicted (a generation). */
  incr(key: string): Promise<void>;
  ping(): Promise<boolean>;
}

/** An LRU bounded by entries and total length; counters apart, so evicting never resets one. */
export function memoryStore(limits: { max: number; maxSize: number }): Store {
  const lru = new LRUCache<string, string>({ ...limits, sizeCalculation: (v) => v.length });
  const counters = new Map<string, string>();
  return {
    get: async (key) => counters.get(key) ?? lru.get(key),
    set: async (key, value, ttlMs) => void lru.set(key, value, { ttl: ttlMs }),
    incr: async (key) => void counters.set(key, String(Number(counters.get(key) ?? 0) + 1)),
    ping: async () => true,
  };
}

export function redisStore(redis: Redis): Store {
  return {
    get: async (key) => (await redis.get(key)) ?? undefined,
    set: async (key, value, ttlMs) => void (await redis.set(key, value, 'PX', ttlMs)),
    incr: async (key) => void (await redis.incr(key)),
    ping: async () => (await redis.ping()) === 'PONG',
  };
}
