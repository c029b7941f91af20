import dialCodes from '../../../../locales/dial-codes.json';
import phoneMasks from '../../../../locales/phone-masks.json';

/** spec §3: a dial-code entry, keyed by two-letter country code. */
export interface DialCode {
  name: string;
  dial_code: string;
  emoji: string;
}

export const dialCodeTable: Record<string, DialCode> = dialCodes;

/** spec §5: mask tokens: # a digit, S a letter, X a letter or digit; anything else is literal. */
const tokens: Record<string, RegExp> = {
  '#': /\p{N}/u,
  S: /\p{L}/u,
  X: /[\p{L}\p{N}]/u,
};

/**
 * Fits typed text to a mask: each token takes the next character it accepts (others are dropped),
 * literals are written as the input reaches them, and input beyond the mask is cut.
 */
export function applyMask(input: string, mask: string): string {
  let output = '';
  let position = 0;
  for (const char of mask) {
    if (position >= input.length) break;
    const token = tokens[char];
    if (!token) {
      output += char;
      if (input[position] === char) position++;
      continue;
    }
    while (position < input.length && !token.test(input[position]!)) position++;
    if (position >= input.length) break;
    output += input[position++];
  }
  return output;
}

/** The national-number mask of a country. */
export function phoneMaskFor(country: string): string {
  const masks = phoneMasks as Record<string, string>;
  return masks[country] ?? masks.default!;
}
