// Login attempts are limited per address (spraying) and failed ones per address+email (guessing
// one account's password); registrations per address. A successful login clears its account's
// failures, so a customer who logs in often is never locked out.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

const window = 15 * 60;

export interface LoginThrottleLimits {
  /** Login attempts per client address per 15 minutes. */
  readonly attemptsPerAddress: number;
  /** Failed logins per address and email per 15 minutes. */
  readonly failuresPerAccount: number;
  /** Registrations per client address per 15 minutes. */
  readonly registrationsPerAddress: number;
}

export function createLoginThrottle(limits: LoginThrottleLimits) {
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: limits.failuresPerAccount,
    duration: window,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: limits.attemptsPerAddress,
    duration: window,
  });
  const registrations = new RateLimiterMemory({
    keyPrefix: 'register',
    points: limits.registrationsPerAddress,
    duration: window,
  });
  const allowed = (attempt: Promise<unknown>) =>
    attempt.then(
      () => true,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      },
    );
  const account = (address: string, email: string) => `${address}|${email.toLowerCase()}`;
  return {
    /** May this attempt go ahead? Counts it against the address. */
    login: async (address: string, email: string) => {
      const failures = await perAccount.get(account(address, email));
      if (failures && failures.remainingPoints <= 0) return false;
      return allowed(perAddress.consume(address));
    },
    /** A wrong password: counts against the account. */
    failed: (address: string, email: string) =>
      allowed(perAccount.consume(account(address, email))),
    /** A successful login forgets the account's failures. */
    succeeded: (address: string, email: string) => perAccount.delete(account(address, email)),
    register: (address: string) => allowed(registrations.consume(address)),
  };
}
