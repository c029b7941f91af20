import type { IntlShape } from 'react-intl';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { formatMoney, type MoneyValue } from '../../app/format/money';

/** What was paid and when, at the venue's clock: "RSD 3,500 on Friday, March 20, 2099 at 6:05 PM". */
export function formatPaidOn(
  intl: IntlShape,
  amount: MoneyValue,
  paidAt: string,
  timeZone: string,
): string {
  return intl.formatMessage(
    { id: 'payment.paidOn' },
    { amount: formatMoney(intl, amount), when: formatVenueDateTime(intl, paidAt, timeZone) },
  );
}

/** Paid by IPS with nothing left to pay: the booking says "Paid" and offers no payment. */
export const isPaidInFull = (order: {
  paidAt?: string | null;
  amountDue: { amount: number };
}): order is { paidAt: string; amountDue: { amount: number } } =>
  !!order.paidAt && order.amountDue.amount === 0;
