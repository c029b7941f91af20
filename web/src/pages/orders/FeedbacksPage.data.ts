import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from './customerPage';
import { ManagedOrderFields } from './managedOrder';
import { PastOrdersQuery, ReviewOrderMutation } from './queries';
import { answerReview } from './reviewAction';

/** /book-now/orders/feedbacks: your past visits; each one can be reviewed once. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    PastOrdersQuery,
    {},
    {
      fetchPolicy: 'network-only',
    },
  );
  const orders = data.orders.map((order) => getFragmentData(ManagedOrderFields, order));
  // ?order={guid} (from an order's page) puts that visit first.
  const first = new URL(args.request.url).searchParams.get('order');
  orders.sort((a, b) => Number(b.guid === first) - Number(a.guid === first));
  return { orders, prefix: prefixOf(args.params) };
}

/** A review sent from one of the visits. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerReview(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: ReviewOrderMutation,
      variables: { input },
    });
    return data?.reviewOrder;
  });
