import { FormattedMessage, useIntl } from 'react-intl';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Link,
} from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf, loadPageQuery } from '../../app/data/pageData';
import { orderDetails } from '../../routing/paths';
import { answerCancel, type CancelAnswer } from './cancelAction';
import { CancelPanel } from './CancelPanel';
import { prefixOf, requireCustomer } from './customerPage';
import { BookingFacts, BookingWindow } from './BookingOverview';
import { ManagedOrderFields } from './managedOrder';
import { CancelOrderMutation, ManagedOrderQuery } from './queries';
import styles from './afterBooking.module.css';

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

export function Component() {
  const { order, prefix } = useLoaderData<typeof loader>();
  const answer = useActionData<CancelAnswer>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.cancel.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <BookingFacts booking={order} />
      <CancelPanel
        guid={order.guid}
        cancelled={order.status === 'CANCELLED'}
        giftCardAmount={order.giftCardAmount}
        canCancel={order.canCancel}
        timeZone={order.branch.timeZone}
        phone={order.branch.phone}
        window={<BookingWindow booking={order} />}
        answer={answer}
      />
      <Link className={styles.secondary} to={orderDetails(prefix, order.guid)}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
