// Rate limits whose counters live in the database (throttle_counters), so a limit holds however
// many api replicas share it. The login throttle sweeps ended windows for every limiter.
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/connect.js';
import { throttleCounters } from '../../db/schema/index.js';

/** `points` per `seconds` for each key under `keyPrefix`. */
export const databaseLimiter = (db: Database, keyPrefix: string, points: number, seconds: number) =>
  // RateLimiterDrizzle's own cleanup is a timer per limiter that nothing stops when the app
  // closes; the login throttle's sweep runs on requests instead.
  new RateLimiterDrizzle({
    storeClient: db,
    schema: throttleCounters,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration: seconds,
  });

/** Whether a limiter let the attempt through (false when it refused; other errors throw). */
export const allowedBy = (attempt: Promise<unknown>): Promise<boolean> =>
  attempt.then(
    () => true,
    (rejection: unknown) => {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    },
  );
