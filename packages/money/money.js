// How Termin writes an amount, on the site (react-intl's formatNumber) and in e-mails (Intl)
// alike: minor units (as api and GraphQL carry money) in the currency's everyday sign where it has
// one (₽, €, KM; the dinar stays RSD), cents only when there are any.

/**
 * The number to format and the Intl options that write it.
 * @param {{ amount: number; currency: string }} money
 */
export function moneyFormat(money) {
  const digits = money.amount % 100 === 0 ? 0 : 2;
  return {
    value: money.amount / 100,
    options: {
      style: /** @type {const} */ ('currency'),
      currency: money.currency,
      currencyDisplay: /** @type {const} */ ('narrowSymbol'),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    },
  };
}

/**
 * An amount in a locale, with Intl (for code without react-intl: api's e-mails).
 * @param {string} locale
 * @param {{ amount: number; currency: string }} money
 */
export function formatMoneyIn(locale, money) {
  const { value, options } = moneyFormat(money);
  return new Intl.NumberFormat(locale, options).format(value);
}
