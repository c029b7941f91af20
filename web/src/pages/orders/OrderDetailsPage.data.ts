import type { LoaderFunctionArgs } from 'react-router';
import { prefixOf, requireCustomer } from './customerPage';
import { loadManagedOrder } from './managedOrder';

/** /book-now/order/{orderId} and /book-now/{slug}/order-overview/{orderGuid}: one of your orders. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const order = await loadManagedOrder(args, args.params.orderId ?? args.params.orderGuid ?? '');
  // Just moved (the move's action came here): say so above the new time.
  const moved =
    new URL(args.request.url).searchParams.get('moved') === '1' && order.status !== 'CANCELLED';
  return { order, prefix: prefixOf(args.params), moved };
}
