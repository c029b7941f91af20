import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { answerCancel } from './cancelAction';
import { prefixOf, requireCustomer } from './customerPage';
import { ManagedOrderFields } from './managedOrder';
import { CancelOrderMutation, ManagedOrderQuery } from './queries';

/** /book-now/order/{orderId}/cancel: cancel inside the window; refused outside it, with why. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    ManagedOrderQuery,
    { guid: args.params.orderId ?? '' },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  return { order: getFragmentData(ManagedOrderFields, data.order!), prefix: prefixOf(args.params) };
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCancel(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: CancelOrderMutation,
      variables: { input },
    });
    return { cancelled: !!data?.cancelOrder.order, errors: data?.cancelOrder.errors ?? [] };
  });
