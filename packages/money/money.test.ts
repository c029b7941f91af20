import { describe, expect, it } from 'vitest';
import { formatMoneyIn } from './money.js';

/** Intl separates with no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('writes the rouble as ₽ in every language, the dinar as RSD', () => {
    const rub = { amount: 350000, currency: 'RUB' };
    expect(plain(formatMoneyIn('en-US', rub))).toBe('₽3,500');
    expect(plain(formatMoneyIn('ru-RU', rub))).toBe('3 500 ₽');
    expect(plain(formatMoneyIn('sr-Latn-RS', rub))).toBe('3.500 ₽');
    expect(plain(formatMoneyIn('en-US', { amount: 350000, currency: 'RSD' }))).toBe('RSD 3,500');
    expect(plain(formatMoneyIn('sr-Latn-RS', { amount: 350000, currency: 'RSD' }))).toBe(
      '3.500 RSD',
    );
  });

  it('shows cents only when there are any', () => {
    expect(formatMoneyIn('en-US', { amount: 350050, currency: 'EUR' })).toBe('€3,500.50');
    expect(formatMoneyIn('en-US', { amount: 350000, currency: 'EUR' })).toBe('€3,500');
  });
});
