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

export { formatVenueDateTime as venueTime } from '../../app/format/dateTime';
