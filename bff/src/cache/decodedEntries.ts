import { LRUCache } from 'lru-cache';

/**
 * Values read from a cache store, decoded once: the in-process store hands back the very string
 * it kept (Redis an equal one), and JSON.parse of a venue's menu or the city list again on every
 * view was most of a cached lookup's cost. Every reader shares the decoded value, so it is frozen.
 */
export function createDecodedEntries(limits: { max: number; maxSize: number }) {
  const decoded = new LRUCache<string, { raw: string; value: unknown }>({
    ...limits,
    sizeCalculation: (known) => Math.max(1, known.raw.length),
  });
  return <T>(key: string, raw: string): T => {
    const known = decoded.get(key);
    if (known?.raw === raw) return known.value as T;
    const value = deepFreeze(JSON.parse(raw) as T);
    decoded.set(key, { raw, value });
    return value;
  };
}

/** Freezes a decoded JSON value through and through (it has no cycles). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
