import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isRoutePrefix } from '../../../app/locale';
import { orderDetails } from '../../../routing/paths';
import { isGuid } from '../../../routing/urlValues';
import { invalidUrl } from '../../../routing/validatedFirst';
import { loadManagedOrder } from '../../orders/managedOrder';

/** /book-now/confirmation?order={guid}: the customer's booked order. */
export async function loader(args: LoaderFunctionArgs) {
  const guid = new URL(args.request.url).searchParams.get('order');
  // The order is what the page shows: a value that is no guid names none.
  if (!isGuid(guid)) invalidUrl(args.request);
  const order = await loadManagedOrder(args, guid);
  const prefix = isRoutePrefix(args.params.locale) ? args.params.locale : 'en';
  // Cancelled since (the back button after cancelling, an old tab): no longer "confirmed, see
  // you soon"; the booking's own page says what it is now.
  if (order.status === 'CANCELLED') throw redirect(orderDetails(prefix, order.guid));
  return { order, prefix };
}
