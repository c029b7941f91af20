import { FormattedMessage } from 'react-intl';
import type { RoutePrefix } from '../../app/locale';
import { Link } from 'react-router';
import { orderPayment } from '../../routing/paths';

/**
 * "Pay by IPS QR code" on a booking's pages, exactly when api's canPay says a payment can start
 * (active, something left to pay, dinars, a venue that takes IPS): one rule for every Pay button.
 */
export function PayLink({
  order,
  prefix,
  className,
}: {
  order: { guid: string; canPay: boolean; branch: { slug: string } };
  prefix: RoutePrefix;
  className: string | undefined;
}) {
  if (!order.canPay) return null;
  return (
    <Link className={className} to={orderPayment(prefix, order.branch.slug, order.guid)}>
      <FormattedMessage id="ordersPage.pay" />
    </Link>
  );
}
