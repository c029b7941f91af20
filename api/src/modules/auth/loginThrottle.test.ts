import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './loginThrottle.js';

const limits = { attemptsPerAddress: 5, failuresPerAccount: 2, registrationsPerAddress: 1 };

describe('createLoginThrottle', () => {
  it('locks an account after its failures, for that address only', async () => {
    const throttle = createLoginThrottle(limits);
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(await throttle.login('1.1.1.1', 'mila@example.test')).toBe(true);
      await throttle.failed('1.1.1.1', 'mila@example.test');
    }
    expect(await throttle.login('1.1.1.1', 'MILA@example.test')).toBe(false);
    expect(await throttle.login('2.2.2.2', 'mila@example.test')).toBe(true);
  });

  it('never locks out a customer who keeps logging in successfully', async () => {
    const throttle = createLoginThrottle({ ...limits, attemptsPerAddress: 100 });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await throttle.login('1.1.1.1', 'mila@example.test')).toBe(true);
      await throttle.failed('1.1.1.1', 'mila@example.test');
      await throttle.succeeded('1.1.1.1', 'mila@example.test');
    }
  });

  it('limits attempts per address across accounts, and registrations', async () => {
    const throttle = createLoginThrottle(limits);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await throttle.login('1.1.1.1', `user${attempt}@example.test`)).toBe(true);
    }
    expect(await throttle.login('1.1.1.1', 'another@example.test')).toBe(false);
    expect(await throttle.register('1.1.1.1')).toBe(true);
    expect(await throttle.register('1.1.1.1')).toBe(false);
  });
});
