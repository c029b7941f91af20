// Gift card codes: `TERM-XXXX-XXXX` from an alphabet without look-alikes (no 0/O, 1/I/L), so a code
// read aloud or typed from a printed card is unambiguous. 31^8 ≈ 8.5·10^11 codes.
import { randomInt } from 'node:crypto';

export const giftCardAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A fresh random code (uniqueness is checked on insert). */
export function newGiftCardCode(random: (max: number) => number = randomInt): string {
  const chars = Array.from({ length: 8 }, () => giftCardAlphabet[random(giftCardAlphabet.length)]);
  return `TERM-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * What a customer typed as the stored form: case, spaces and hyphens do not matter
 * (` term 4k7p 9qxa`, `TERM4K7P9QXA` → `TERM-4K7P-9QXA`); undefined when it cannot be a code.
 */
export function normalizeGiftCardCode(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^TERM[0-9A-Z]{8}$/.test(compact)) return undefined;
  return `TERM-${compact.slice(4, 8)}-${compact.slice(8)}`;
}
