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

/**
 * Hashes at once (one: a core stays free for everything else), and the most that may wait for
 * them: a flood of password posts queued hashes without end (requests hung for 20 s) and took
 * the CPU from every page.
 * Past these, or after waiting `maxWaitMs`, a hash is refused at once (PasswordHashBusy): the page
 * says "busy, try again" instead of leaving the visitor waiting.
 */
const hashLimits = { running: 1, waiting: 16, maxWaitMs: 2000 };

/** No place to hash the password now; the caller answers 503 with Retry-After. */
export class PasswordHashBusy extends Error {
  override readonly name = 'PasswordHashBusy';
}

let running = 0;
const waiting: ((admitted: boolean) => void)[] = [];
let computed = 0;

/** Hashes this process has computed (new passwords and checked ones): api_password_hashes_total. */
export const passwordHashesComputed = () => computed;

async function hashSlot(): Promise<void> {
  if (running < hashLimits.running) {
    running += 1;
    return;
  }
  if (waiting.length >= hashLimits.waiting) throw new PasswordHashBusy();
  const admitted = await new Promise<boolean>((resolve) => {
    const wake = (admit: boolean) => {
      clearTimeout(timer);
      resolve(admit);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake), 1);
      resolve(false);
    }, hashLimits.maxWaitMs);
    waiting.push(wake);
  });
  if (!admitted) throw new PasswordHashBusy();
}

/** Hands the place to the next waiter, or frees it. */
function leaveHashSlot() {
  const next = waiting.shift();
  if (next) next(true);
  else running -= 1;
}

const scryptAsync = async (
  password: BinaryLike,
  salt: BinaryLike,
  length: number,
  options: ScryptOptions,
) => {
  await hashSlot();
  computed += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  } finally {
    leaveHashSlot();
  }
};

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
  } catch (error) {
    if (error instanceof PasswordHashBusy) throw error;
    // Parameters scrypt refuses (N not a power of two, too much memory) are not a valid hash.
    return false;
  }
}
