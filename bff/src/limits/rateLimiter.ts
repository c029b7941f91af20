import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitedAction =
  'suggestions' | 'mutations' | 'login' | 'cost' | 'pages' | 'account' | 'graphql' | 'giftCards';

export interface RateLimiter {
  /**
   * Counts `points` (default one) of the action for the key (a client address, or a sign-in); resolves to the
   * seconds to wait when the limit is exceeded, or null when allowed. `cost` is counted in
   * operation cost points (limits/operationCost.ts), the others one per action.
   */
  consume(action: RateLimitedAction, key: string, points?: number): Promise<number | null>;
  /**
   * The seconds to wait when the key has already spent the action's allowance (nothing counted),
   * or null: refuses at the door what the limit would only refuse once the work has begun.
   */
  spent(action: RateLimitedAction, key: string): Promise<number | null>;
}

/**
 * Per-minute limits per client address, shared through Redis when configured (so replicas count
 * together), with an in-process limiter as insurance while Redis is unreachable.
 */
export function createRateLimiter(
  perMinute: Record<RateLimitedAction, number>,
  redis?: Redis,
  /** Told of every refusal (the refusals metric). */
  onRefused?: (action: RateLimitedAction) => void,
): RateLimiter {
  const limiters = Object.fromEntries(
    (Object.keys(perMinute) as RateLimitedAction[]).map((action) => {
      const options = {
        keyPrefix: `termin:bff:rl:${action}`,
        points: perMinute[action],
        duration: 60,
      };
      const memory = new RateLimiterMemory(options);
      const limiter = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            insuranceLimiter: memory,
            // While Redis reconnects, count in the process at once rather than wait for it.
            rejectIfRedisNotReady: true,
          })
        : memory;
      return [action, limiter];
    }),
  ) as Record<RateLimitedAction, RateLimiterMemory | RateLimiterRedis>;

  return {
    async consume(action, key, points = 1) {
      try {
        await limiters[action].consume(key, points);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          onRefused?.(action);
          return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        }
        throw rejection;
      }
    },
    async spent(action, key) {
      const state = await limiters[action].get(key);
      if (!state || state.remainingPoints > 0) return null;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
  };
}
