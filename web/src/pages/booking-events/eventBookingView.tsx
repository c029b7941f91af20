import { FormattedMessage, useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import type { EventBookingFieldsFragment } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { isGuid } from '../../app/routing/urlValues';
import { invalidUrl } from '../../app/routing/validatedFirst';
import { money, prefixOf, requireCustomer, venueTime } from '../orders/customerPage';
import { windowHours } from '../orders/orderView';
import { EventBookingFields, EventBookingQuery } from './queries';
import styles from '../orders/afterBooking.module.css';

export type EventBookingView = EventBookingFieldsFragment;

/** The customer's booking named by the path's orderGuid or the `booking` query value. */
export async function loadEventBooking(args: LoaderFunctionArgs) {
  const guid = args.params.orderGuid ?? new URL(args.request.url).searchParams.get('booking');
  // The booking is what the page shows: a value that is no guid names none (a 404 before login).
  if (!isGuid(guid)) invalidUrl(args.request);
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventBookingQuery,
    { guid },
    {
      // The booking must be of the event the path names.
      found: (answer) =>
        answer.eventBooking !== null &&
        getFragmentData(EventBookingFields, answer.eventBooking).eventId === args.params.eventId,
      fetchPolicy: 'network-only',
    },
  );
  return {
    booking: getFragmentData(EventBookingFields, data.eventBooking!),
    base: `/${prefixOf(args.params)}/book-now/${args.params.slug ?? ''}/group/${args.params.eventId ?? ''}`,
  };
}

const zoneOf = (booking: EventBookingView) => booking.event?.branch.timeZone ?? 'UTC';

export function EventBookingFacts({ booking }: { booking: EventBookingView }) {
  const intl = useIntl();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.event.title" />
        </dt>
        <dd>{booking.title}</dd>
      </div>
      {booking.event && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.where" />
          </dt>
          <dd>{booking.event.branch.name}</dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="ordersPage.when" />
        </dt>
        <dd>{venueTime(intl, booking.startsAt, zoneOf(booking))}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.event.seats" />
        </dt>
        <dd>{booking.seats}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.total" />
        </dt>
        <dd>{money(intl, booking.total)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.status" />
        </dt>
        <dd>
          <FormattedMessage id={`ordersPage.status.${booking.status}`} />
        </dd>
      </div>
    </dl>
  );
}

/** The event's cancellation window and whether it is still open. */
export function EventCancellationWindow({ booking }: { booking: EventBookingView }) {
  const intl = useIntl();
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') return null;
  return (
    <p className={booking.canCancel ? styles.note : styles.alert}>
      <FormattedMessage
        id={booking.canCancel ? 'ordersPage.window.open' : 'ordersPage.window.closed'}
        values={{
          deadline: venueTime(intl, booking.cancellableUntil, zoneOf(booking)),
          hours: windowHours(booking),
        }}
      />
    </p>
  );
}

export { zoneOf };
