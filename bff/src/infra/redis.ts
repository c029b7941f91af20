import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The shared Redis connection, when REDIS_URL is set. Commands fail fast while it is down (no
 * offline queue) and give up after a second when a reconnect swallowed them, so callers fall back
 * instead of hanging: a logout with Redis cut mid-connection hung until the request's deadline.
 */
export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported) log.warn({ err: error }, 'redis unavailable; falling back where possible');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Waits (bounded) for the first connection, so the first requests already share counters. */
export async function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    redis.on('ready', onReady);
  });
}
