import type { IntlShape } from 'react-intl';

export interface MoneyValue {
  amount: number;
  currency: string;
}

/** Minor units as the reader's currency text: 350000 RSD → "RSD 3,500.00" / "3.500,00 RSD". */
export function formatMoney(intl: IntlShape, money: MoneyValue): string {
  return intl.formatNumber(money.amount / 100, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
