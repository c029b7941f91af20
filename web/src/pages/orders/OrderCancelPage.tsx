import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { useTextFieldState } from '../../components/forms/useTextFieldState';
import { prefixOf, requireCustomer } from './customerPage';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { CancellationWindow, OrderFacts, type ManagedOrder } from './orderView';
import { CancelOrderMutation, ManagedOrderFields, ManagedOrderQuery } from './queries';
import styles from './afterBooking.module.css';
import { useIdempotencyKey } from '../../components/forms/useIdempotencyKey';
import { orderDetails } from '../../routing/paths';

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

type Refusal = { code: string; cancellableUntil?: string | null };

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [order, setOrder] = useState<ManagedOrder>(loaded.order);
  // A reason typed before hydration is kept.
  const [reason, setReason, reasonField] = useTextFieldState<HTMLTextAreaElement>('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const attempt = useIdempotencyKey();
  const [cancel, { loading }] = useMutation(CancelOrderMutation);
  const heading = intl.formatMessage({ id: 'ordersPage.cancel.heading' });
  const back = orderDetails(loaded.prefix, order.guid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await cancel({
        variables: {
          input: {
            guid: order.guid,
            reason: reason.trim() || null,
            idempotencyKey: attempt.forAttempt(),
          },
        },
      });
      const payload = data?.cancelOrder;
      attempt.answered(payload?.errors);
      const cancelled = payload?.order ? getFragmentData(ManagedOrderFields, payload.order) : null;
      if (cancelled) {
        setOrder(cancelled);
        setRefusal(null);
      } else setRefusal(payload?.errors[0] ?? { code: 'UNEXPECTED' });
    } catch {
      setRefusal({ code: 'UNEXPECTED' });
    }
  };

  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <OrderFacts order={order} />
      {order.status === 'CANCELLED' ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="ordersPage.cancel.done" />
        </p>
      ) : (
        <CancellationWindow order={order} />
      )}
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal.code === 'OUTSIDE_CANCELLATION_WINDOW' && refusal.cancellableUntil ? (
            <FormattedMessage
              id="ordersPage.window.closedAt"
              values={{
                deadline: formatVenueDateTime(
                  intl,
                  refusal.cancellableUntil,
                  order.branch.timeZone,
                ),
              }}
            />
          ) : (
            <FormattedMessage id={`userError.${refusal.code}`} />
          )}
        </p>
      )}
      {order.canCancel && (
        <form className={styles.form} onSubmit={submit}>
          <div className={styles.field}>
            <label htmlFor="cancel-reason">
              <FormattedMessage id="ordersPage.cancel.reason" />
            </label>
            <textarea
              ref={reasonField}
              id="cancel-reason"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <button className={styles.button} type="submit" disabled={loading}>
            <FormattedMessage id="ordersPage.cancel.submit" />
          </button>
        </form>
      )}
      <Link className={styles.secondary} to={back}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
