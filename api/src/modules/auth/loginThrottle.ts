// Login attempts are limited per address (spraying) and failed ones per address+email (guessing
// one account's password); registrations per address. A successful login clears its account's
// failures, so a customer who logs in often is never locked out. The counters live in the database
// (throttle_counters), so the limits hold however many api replicas share it.
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { throttleCounters } from '../../db/schema/index.js';
import { allowedBy, databaseLimiter } from './databaseLimiter.js';
import { hashSecret } from './secrets.js';
import type { LoginThrottleLimits } from '../../config.js';

const window = 15 * 60;
/** Ended windows are deleted at most this often, by whichever request comes next. */
const sweepEveryMs = 60_000;

export function createLoginThrottle(db: Database, limits: LoginThrottleLimits) {
  const limiter = (keyPrefix: string, points: number) =>
    databaseLimiter(db, keyPrefix, points, window);
  const perAccount = limiter('login-account', limits.failuresPerAccount);
  const perAddress = limiter('login-address', limits.attemptsPerAddress);
  const registrations = limiter('register', limits.registrationsPerAddress);

  let nextSweep = 0;
  /** Deletes the counters whose window has ended, so rows of one-off addresses do not pile up. */
  const sweep = async () => {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + sweepEveryMs;
    await db.delete(throttleCounters).where(lt(throttleCounters.expire, new Date()));
  };
  const allowed = async (attempt: () => Promise<unknown>) => {
    await sweep();
    return allowedBy(attempt());
  };
  // Hashed, so the table holds no address or email.
  const address = (ip: string) => hashSecret(ip);
  const account = (ip: string, email: string) => hashSecret(`${ip}|${email.toLowerCase()}`);
  return {
    /** May this attempt go ahead? Counts it against the address. */
    login: async (ip: string, email: string) => {
      const failures = await perAccount.get(account(ip, email));
      if (failures && failures.remainingPoints <= 0) return false;
      return allowed(() => perAddress.consume(address(ip)));
    },
    /** A wrong password: counts against the account. */
    failed: (ip: string, email: string) => allowed(() => perAccount.consume(account(ip, email))),
    /** A successful login forgets the account's failures. */
    succeeded: (ip: string, email: string) => perAccount.delete(account(ip, email)),
    register: (ip: string) => allowed(() => registrations.consume(address(ip))),
  };
}
