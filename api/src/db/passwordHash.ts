// Password hashes as stored in customers.password_hash: `scrypt$N$r$p$salt$hash`, salt and hash in
// base64url. The parameters travel with each hash, so they can be raised later without breaking
// stored ones. Used by the demo seed and the auth service.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';

/** N = 2^14, r = 8, p = 1: about 16 MiB and a few dozen milliseconds per hash. */
export const scryptDefaults = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

const format = (options: typeof scryptDefaults, salt: Buffer, hash: Buffer) =>
  [
    'scrypt',
    options.N,
    options.r,
    options.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');

const scryptAsync = (
  password: BinaryLike,
  salt: BinaryLike,
  length: number,
  options: ScryptOptions,
) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  return format(scryptDefaults, salt, await scryptAsync(password, salt, keyLength, scryptDefaults));
}

/** With a given salt, for seed data that must come out the same on every run. */
export function hashPasswordWithSalt(password: string, salt: Buffer): string {
  return format(scryptDefaults, salt, scryptSync(password, salt, keyLength, scryptDefaults));
}

/** False for a wrong password and for anything that is not a well-formed scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    ![options.N, options.r, options.p].every((value) => Number.isSafeInteger(value) && value > 0)
  ) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  try {
    const actual = await scryptAsync(
      password,
      Buffer.from(salt, 'base64url'),
      expected.length,
      options,
    );
    return timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses (N not a power of two, too much memory) are not a valid hash.
    return false;
  }
}
