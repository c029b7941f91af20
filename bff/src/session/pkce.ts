import { createHash, randomBytes, randomInt } from 'node:crypto';

const stateAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** spec §4, §9: a random 8-character state for each login start. */
export function loginState(length = 8): string {
  return Array.from({ length }, () => stateAlphabet[randomInt(stateAlphabet.length)]).join('');
}

/** RFC 7636: a high-entropy verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}
