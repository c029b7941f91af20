import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordWithSalt,
  PasswordHashBusy,
  verifyPassword,
} from './passwordHash.js';

describe('password hashes', () => {
  it('store scrypt with its parameters, salt and hash, and verify only the right password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(stored);
  });

  it('come out the same for the same salt (seed data)', async () => {
    const salt = Buffer.alloc(16, 7);
    const stored = hashPasswordWithSalt('demo-password', salt);
    expect(hashPasswordWithSalt('demo-password', salt)).toBe(stored);
    expect(await verifyPassword('demo-password', stored)).toBe(true);
  });

  it('refuse anything that is not a well-formed hash', async () => {
    for (const stored of [
      '',
      'plain',
      'bcrypt$10$x$y',
      'scrypt$0$8$1$c2FsdA$aGFzaA',
      'scrypt$3$8$1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('password hashing under a flood (issue 41: requests hung 20 s behind queued hashes)', () => {
  it('refuses at once the hashes past those running and waiting, and does the others', async () => {
    // One running and sixteen waiting (hashLimits): the eighteenth and after are refused.
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        hashPassword(`password ${i}`).then(
          () => 'hashed',
          (error: unknown) => (error instanceof PasswordHashBusy ? 'busy' : 'failed'),
        ),
      ),
    );
    // (A waiter is refused too after two seconds: on a slow machine a few more may be.)
    expect(outcomes.filter((outcome) => outcome === 'busy').length).toBeGreaterThanOrEqual(7);
    expect(outcomes.filter((outcome) => outcome === 'hashed').length).toBeGreaterThanOrEqual(2);
    expect(outcomes).not.toContain('failed');
    // The places are free again afterwards.
    await expect(hashPassword('after the flood')).resolves.toMatch(/^scrypt\$/);
  }, 15_000);
});
