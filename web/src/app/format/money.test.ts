import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/general/en/data.json';
import ru from '../../../../locales/general/ru/data.json';
import sr from '../../../../locales/general/sr/data.json';
import { formatMoneyIn } from '@termin/money';
import { formatMenuPrice, formatMoney } from './money';

const intl = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });
const manicure = { amount: 140000, currency: 'RSD' };

describe('menu prices (issue 42: prices that differ between specialists)', () => {
  it('says "from" in the reader\'s language when the price depends on the specialist', () => {
    expect(formatMenuPrice(intl('en', en), manicure, true)).toMatch(/^from RSD\s1,400$/);
    expect(formatMenuPrice(intl('sr-Latn-RS', sr), manicure, true)).toMatch(/^od 1\.400\sRSD$/);
    expect(formatMenuPrice(intl('ru', ru), manicure, true)).toMatch(/^от 1\s400\sRSD$/);
  });

  it('writes one price alone when every specialist charges it', () => {
    expect(formatMenuPrice(intl('en', en), manicure, false)).toMatch(/^RSD\s1,400$/);
  });
});

describe('amounts on the site and in e-mails', () => {
  it('writes the rouble as ₽ in every language, as the e-mails do', () => {
    const price = { amount: 350000, currency: 'RUB' };
    for (const [locale, messages] of [
      ['en', en],
      ['sr-Latn-RS', sr],
      ['ru', ru],
    ] as const) {
      const onSite = formatMoney(intl(locale, messages), price);
      expect(onSite).toContain('₽');
      expect(onSite).toBe(formatMoneyIn(locale, price));
    }
  });
});
