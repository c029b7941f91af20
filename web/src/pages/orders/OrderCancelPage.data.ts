import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { answerCancel } from './cancelAction';
import { prefixOf, requireCustomer } from './customerPage';
import { loadManagedOrder } from './managedOrder';
import { CancelOrderMutation } from './queries';

/** /book-now/order/{orderId}/cancel: cancel inside the window; refused outside it, with why. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const order = await loadManagedOrder(args, args.params.orderId ?? '');
  return { order, prefix: prefixOf(args.params) };
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCancel(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: CancelOrderMutation,
      variables: { input },
    });
    return { cancelled: !!data?.cancelOrder.order, errors: data?.cancelOrder.errors ?? [] };
  });
