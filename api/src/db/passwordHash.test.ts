import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordWithSalt, verifyPassword } from './passwordHash.js';

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
