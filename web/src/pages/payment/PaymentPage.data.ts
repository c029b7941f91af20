import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { pageClientOf } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { loadManagedOrder } from '../orders/managedOrder';
import { PaymentFields } from './PaymentPanel';
import { StartOrderPaymentMutation } from './queries';

/**
 * /book-now/{slug}/payment/{orderGuid}: pay the order's amount due by IPS QR. The payment is
 * started (or the pending one reused) on the server, so the code shows without JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const guid = args.params.orderGuid ?? '';
  const order = await loadManagedOrder(args, guid);
  // api's canPay, the rule of every Pay button; a paid order shows what was paid instead.
  if (!order.canPay)
    return {
      order,
      payment: null,
      refusal: order.paidAt ? null : 'NOTHING_TO_PAY',
      prefix: prefixOf(args.params),
    };
  const started = await pageClientOf(args.context).mutate({
    mutation: StartOrderPaymentMutation,
    variables: { input: { orderGuid: guid } },
  });
  const payload = started.data?.startOrderPayment;
  return {
    order,
    payment: payload?.payment ? getFragmentData(PaymentFields, payload.payment) : null,
    refusal: payload?.errors[0]?.code ?? null,
    prefix: prefixOf(args.params),
  };
}
