import { FormattedMessage, useIntl } from 'react-intl';
import type { MoneyValue } from '../../app/format/money';
import { formatPaidOn } from './paidOn';

/** "Paid: RSD 3,500 on …" as one row of a page's facts (a <dl>), at the venue's clock. */
export function PaidFact({
  amount,
  paidAt,
  timeZone,
}: {
  amount: MoneyValue;
  paidAt: string;
  timeZone: string;
}) {
  const intl = useIntl();
  return (
    <div>
      <dt>
        <FormattedMessage id="payment.paid" />
      </dt>
      <dd>{formatPaidOn(intl, amount, paidAt, timeZone)}</dd>
    </div>
  );
}
