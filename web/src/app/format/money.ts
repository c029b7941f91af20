import type { IntlShape } from 'react-intl';
import { moneyFormat, type MoneyValue } from '@termin/money';

export type { MoneyValue };

/**
 * The one way web writes money (@termin/money's rule, which e-mails follow too): minor units as
 * the reader's currency text, cents only when there are any (350000 RSD → "RSD 3,500" in English,
 * "3.500 RSD" in Serbian; 350000 RUB → "3 500 ₽").
 */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  const { value, options } = moneyFormat(money);
  return intl.formatNumber(value, options);
}

/**
 * A service's price on a menu: "RSD 1,400", or "from RSD 1,400" when what it costs depends on the
 * specialist (their prices differ) or the venue says so.
 */
export function formatMenuPrice(intl: IntlShape, money: MoneyValue, from: boolean): string {
  const price = formatMoney(intl, money);
  return from ? intl.formatMessage({ id: 'price.from' }, { price }) : price;
}
