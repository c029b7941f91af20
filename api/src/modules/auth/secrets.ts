import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An opaque token or code handed out once: 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked table grants nothing. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A token derived from a presented secret (never stored) and a stored random seed, HMAC-SHA-256
 * keyed with the presented secret: the same two always give the same token, and neither gives it
 * alone, so the seed may sit in the database beside the hashes.
 */
export const deriveSecret = (presented: string, seed: string, purpose: 'refresh' | 'access') =>
  createHmac('sha256', presented).update(`${purpose}:${seed}`).digest('base64url');
