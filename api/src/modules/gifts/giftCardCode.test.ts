import { describe, expect, it } from 'vitest';
import { giftCardAlphabet, newGiftCardCode, normalizeGiftCardCode } from './giftCardCode.js';

describe('gift card codes', () => {
  it('are TERM-XXXX-XXXX without look-alike characters', () => {
    for (let i = 0; i < 200; i++)
      expect(newGiftCardCode()).toMatch(/^TERM-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(giftCardAlphabet).not.toMatch(/[01ILO]/);
    expect(newGiftCardCode(() => 0)).toBe('TERM-2222-2222');
    expect(newGiftCardCode((max) => max - 1)).toBe('TERM-ZZZZ-ZZZZ');
  });

  it('normalize what a customer types', () => {
    expect(normalizeGiftCardCode('TERM-4K7P-9QXA')).toBe('TERM-4K7P-9QXA');
    expect(normalizeGiftCardCode(' term 4k7p-9qxa ')).toBe('TERM-4K7P-9QXA');
    expect(normalizeGiftCardCode('term4k7p9qxa')).toBe('TERM-4K7P-9QXA');
    expect(normalizeGiftCardCode('4K7P-9QXA')).toBeUndefined();
    expect(normalizeGiftCardCode('TERM-4K7P')).toBeUndefined();
    expect(normalizeGiftCardCode('TERM-4K7P-9QX!')).toBeUndefined();
    expect(normalizeGiftCardCode('')).toBeUndefined();
  });
});
