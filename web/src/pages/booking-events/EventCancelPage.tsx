import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { formatVenueDateTime } from '../../app/format/dateTime';
import {
  EventBookingFacts,
  EventCancellationWindow,
  loadEventBooking,
  zoneOf,
} from './eventBookingView';
import { CancelEventBookingMutation, EventBookingFields } from './queries';
import styles from '../orders/afterBooking.module.css';
import { useIdempotencyKey } from '../../components/forms/useIdempotencyKey';

/** /book-now/{slug}/group/{eventId}/cancel?booking={guid}: cancel inside the window only. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [booking, setBooking] = useState(loaded.booking);
  const [refusal, setRefusal] = useState<{ code: string; cancellableUntil?: string | null } | null>(
    null,
  );
  const attempt = useIdempotencyKey();
  const [cancel, { loading }] = useMutation(CancelEventBookingMutation);
  const heading = intl.formatMessage({ id: 'ordersPage.event.cancelHeading' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await cancel({
        variables: { input: { guid: booking.guid, idempotencyKey: attempt.forAttempt() } },
      });
      const payload = data?.cancelEventBooking;
      attempt.answered(payload?.errors);
      if (payload?.booking) {
        setBooking(getFragmentData(EventBookingFields, payload.booking));
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
      <EventBookingFacts booking={booking} />
      {booking.status === 'CANCELLED' ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="ordersPage.cancel.done" />
        </p>
      ) : (
        <EventCancellationWindow booking={booking} />
      )}
      {refusal && (
        <p className={styles.alert} role="alert">
          {refusal.code === 'OUTSIDE_CANCELLATION_WINDOW' && refusal.cancellableUntil ? (
            <FormattedMessage
              id="ordersPage.window.closedAt"
              values={{
                deadline: formatVenueDateTime(intl, refusal.cancellableUntil, zoneOf(booking)),
              }}
            />
          ) : (
            <FormattedMessage id={`userError.${refusal.code}`} />
          )}
        </p>
      )}
      {booking.canCancel && (
        <form onSubmit={submit}>
          <button className={styles.button} type="submit" disabled={loading}>
            <FormattedMessage id="ordersPage.cancel.submit" />
          </button>
        </form>
      )}
      <Link className={styles.secondary} to={loaded.links.overview}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
