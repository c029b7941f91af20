import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Sessions logged out before their cookie expired. A copy of an old cookie must not sign anyone in
 * again, even when the auth service could not be told at logout: bff refuses the session's id
 * itself until the session would have ended anyway.
 */
export interface RevokedSessions {
  /** Refuses the session from now until `untilEpochSeconds` (its own end). */
  revoke(id: string, untilEpochSeconds: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
}

const key = (id: string) => `termin:bff:revoked-session:${id}`;

/**
 * In process always (this replica knows at once, Redis or not), and in Redis when configured so
 * every replica refuses the session. While Redis is unreachable a replica knows only its own
 * logouts: refusing every session then would sign out every customer instead.
 */
export function createRevokedSessions(redis?: Redis): RevokedSessions {
  const local = new LRUCache<string, true>({ max: 100_000, ttlAutopurge: false });
  return {
    async revoke(id, untilEpochSeconds) {
      const ttlMs = untilEpochSeconds * 1000 - Date.now();
      if (ttlMs <= 0) return;
      local.set(id, true, { ttl: ttlMs });
      await redis?.set(key(id), '1', 'PX', ttlMs).catch(() => undefined);
    },
    async isRevoked(id) {
      if (local.get(id)) return true;
      if (!redis) return false;
      return (await redis.exists(key(id)).catch(() => 0)) === 1;
    },
  };
}
