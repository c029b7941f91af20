import type { IntlShape } from 'react-intl';
import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isRoutePrefix, type RoutePrefix } from '../../app/locale';
import { navigationContext } from '../../app/navigation/pipeline';
import { loginUrl } from '../../app/session';

/**
 * A page of the customer's own bookings: without a session the visitor goes through the login
 * flow (a full page load to bff) and comes back here.
 */
export function requireCustomer({ context, request }: LoaderFunctionArgs): void {
  if (context.get(navigationContext)?.loggedIn) return;
  const url = new URL(request.url);
  throw redirectDocument(loginUrl(`${url.pathname}${url.search}`));
}

export function prefixOf(params: LoaderFunctionArgs['params']): RoutePrefix {
  return isRoutePrefix(params.locale) ? params.locale : 'en';
}

export interface MoneyValue {
  amount: number;
  currency: string;
}

/** Minor units as the reader's currency text: 350000 RSD → "RSD 3,500" / "3.500 RSD". */
export function money(intl: IntlShape, value: MoneyValue): string {
  return intl.formatNumber(value.amount / 100, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: value.amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** An instant as the date and time it is at the venue (its zone), in the reader's language. */
export { formatVenueDateTime as venueTime } from '../../app/dateTimeFormat';
