import { graphql } from '../../__generated__';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GroupEventFieldsFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format/money';
import { formatDuration } from '../../app/format/duration';
import { formatVenueDateTime } from '../../app/format/dateTime';
import styles from '../orders/afterBooking.module.css';

/** An event as EventFacts below and the event pages show it. */
export const GroupEventFields = graphql(`
  fragment GroupEventFields on GroupEvent {
    id
    title
    description
    status
    startsAt
    durationMinutes
    capacity
    seatsLeft
    bookable
    closedReason
    hostName
    price {
      amount
      currency
    }
    branch {
      id
      slug
      name
      address
      timeZone
    }
  }
`);

export type EventView = GroupEventFieldsFragment;

/** spec §3: the path's slug names the branch by its last piece; an event of another is not here. */
export const heldAt = (slug: string, event: EventView) => slug.split('-').pop() === event.branch.id;

/** Seats left, or why none can be booked: said in words, not only shown. */
export function SeatsLeft({ event }: { event: EventView }) {
  if (event.status === 'CANCELLED')
    return (
      <span className={styles.badge}>
        <FormattedMessage id="eventsPage.cancelled" />
      </span>
    );
  if (event.seatsLeft === 0)
    return (
      <span className={styles.badge}>
        <FormattedMessage id="eventsPage.soldOut" />
      </span>
    );
  return (
    <span className={styles.badge}>
      <FormattedMessage
        id="eventsPage.seatsLeft"
        values={{ left: event.seatsLeft, capacity: event.capacity }}
      />
    </span>
  );
}

/** Why no place can be booked, when none can: full, cancelled or started, as the case is. */
export function ClosedNote({ event }: { event: EventView }) {
  if (!event.closedReason) return null;
  return (
    <p className={styles.note}>
      <FormattedMessage id={`eventsPage.closed.${event.closedReason}`} />
    </p>
  );
}

export function EventFacts({ event }: { event: EventView }) {
  const intl = useIntl();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <FormattedMessage id="eventsPage.when" />
        </dt>
        <dd>{formatVenueDateTime(intl, event.startsAt, event.branch.timeZone)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="eventsPage.duration" />
        </dt>
        <dd>{formatDuration(intl, event.durationMinutes)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="eventsPage.where" />
        </dt>
        <dd>{event.branch.name}</dd>
      </div>
      {event.hostName && (
        <div>
          <dt>
            <FormattedMessage id="eventsPage.host" />
          </dt>
          <dd>{event.hostName}</dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="eventsPage.price" />
        </dt>
        <dd>
          <FormattedMessage
            id="eventsPage.perSeat"
            values={{ price: formatMoney(intl, event.price) }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="eventsPage.seats" />
        </dt>
        <dd>
          <SeatsLeft event={event} />
        </dd>
      </div>
    </dl>
  );
}
