import { graphql } from '../../__generated__';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import type { EventBookingFieldsFragment } from '../../__generated__/graphql';
import { loadPageQuery } from '../../app/data/pageData';
import { isGuid } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { windowHours } from '../orders/orderView';
import { VenuePhone } from '../orders/VenuePhone';
import { EventBookingQuery } from './queries';
import { eventBookingAction, eventBookingOverview, groupEvents } from '../../routing/paths';
import styles from '../orders/afterBooking.module.css';

/** A group-event booking as its pages show it (EventBookingFacts below). */
export const EventBookingFields = graphql(`
  fragment EventBookingFields on EventBooking {
    guid
    status
    eventId
    title
    seats
    startsAt
    durationMinutes
    total {
      amount
      currency
    }
    amountDue {
      amount
      currency
    }
    giftCardAmount {
      amount
      currency
    }
    canCancel
    cancellableUntil
    canReview
    over
    review {
      ...ReviewShownFields
    }
    event {
      id
      description
      branch {
        id
        slug
        name
        address
        fullAddress
        phone
        timeZone
      }
    }
  }
`);

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
  const booking = getFragmentData(EventBookingFields, data.eventBooking!);
  const at = [prefixOf(args.params), args.params.slug ?? '', booking.eventId] as const;
  return {
    booking,
    links: {
      event: groupEvents(...at),
      overview: eventBookingOverview(...at, booking.guid),
      cancel: eventBookingAction(...at, 'cancel', booking.guid),
      review: eventBookingAction(...at, 'review', booking.guid),
    },
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
        <dd>{formatVenueDateTime(intl, booking.startsAt, zoneOf(booking))}</dd>
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
        <dd>{formatMoney(intl, booking.total)}</dd>
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
          deadline: formatVenueDateTime(intl, booking.cancellableUntil, zoneOf(booking)),
          hours: windowHours(booking),
          phone: <VenuePhone phone={booking.event?.branch.phone ?? ''} />,
        }}
      />
    </p>
  );
}

export { zoneOf };
