import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from './customerPage';
import { ManagedOrderFields } from './managedOrder';
import { ManagedOrderQuery } from './queries';

/** /book-now/order/{orderId} and /book-now/{slug}/order-overview/{orderGuid}: one of your orders. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const guid = args.params.orderId ?? args.params.orderGuid ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    ManagedOrderQuery,
    { guid },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  const order = getFragmentData(ManagedOrderFields, data.order!);
  // Just moved (the move's action came here): say so above the new time.
  const moved =
    new URL(args.request.url).searchParams.get('moved') === '1' && order.status !== 'CANCELLED';
  return { order, prefix: prefixOf(args.params), moved };
}
