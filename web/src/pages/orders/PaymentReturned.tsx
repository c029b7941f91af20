import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney, type MoneyValue } from '../../app/format/money';
import { VenuePhone } from './VenuePhone';

/**
 * A cancelled visit's payment to the venue (IPS, into the venue's account): who returns it, and
 * whom to call if it does not arrive. Said on the cancel page and the booking's own.
 */
export function PaymentReturned({ amount, phone }: { amount: MoneyValue; phone: string }) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="ordersPage.paidBack"
      values={{
        amount: formatMoney(intl, amount),
        phone: <VenuePhone key="phone" phone={phone} />,
      }}
    />
  );
}
