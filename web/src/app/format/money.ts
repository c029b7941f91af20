import type { IntlShape } from 'react-intl';
import { memoFormat } from './memoFormat';

/** An amount in minor units (as api and GraphQL carry money) and its ISO 4217 currency. */
export interface MoneyValue {
  amount: number;
  currency: string;
}

/**
 * The one way web writes money: minor units as the reader's currency text, cents only when there
 * are any (350000 RSD → "RSD 3,500" in English, "3.500 RSD" in Serbian; 350050 → "RSD 3,500.50").
 */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  const digits = money.amount % 100 === 0 ? 0 : 2;
  return memoFormat(intl, `money|${money.currency}|${money.amount}`, () =>
    intl.formatNumber(money.amount / 100, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  );
}

/**
 * A service's price on a menu: "RSD 1,400", or "from RSD 1,400" when what it costs depends on the
 * specialist (their prices differ) or the venue says so.
 */
export function formatMenuPrice(intl: IntlShape, money: MoneyValue, from: boolean): string {
  const price = formatMoney(intl, money);
  return from ? intl.formatMessage({ id: 'price.from' }, { price }) : price;
}
