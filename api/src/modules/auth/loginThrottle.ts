// Login attempts are limited per address and per address+email (brute force and spraying), and
// registrations per address.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

const window = 15 * 60;

export function createLoginThrottle() {
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'login-account',
    points: 8,
    duration: window,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: 40,
    duration: window,
  });
  const registrations = new RateLimiterMemory({
    keyPrefix: 'register',
    points: 10,
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
  return {
    login: async (address: string, email: string) =>
      (await allowed(perAddress.consume(address))) &&
      (await allowed(perAccount.consume(`${address}|${email.toLowerCase()}`))),
    register: (address: string) => allowed(registrations.consume(address)),
  };
}
