/** An amount in minor units and its ISO 4217 currency. */
export interface MoneyValue {
  amount: number;
  currency: string;
}
/** The number to format and the Intl options that write it (react-intl's formatNumber takes both). */
export function moneyFormat(money: MoneyValue): {
  value: number;
  options: {
    style: 'currency';
    currency: string;
    currencyDisplay: 'narrowSymbol';
    minimumFractionDigits: number;
    maximumFractionDigits: number;
  };
};
/** An amount in a locale, with Intl (for code without react-intl: api's e-mails). */
export function formatMoneyIn(locale: string, money: MoneyValue): string;
