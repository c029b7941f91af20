import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatVenueDateTime, formatVenueDay } from '../../app/format/dateTime';
import { formatMoney } from '../../app/format/money';
import type { RoutePrefix } from '../../app/locale';
import { eventBookingOverview, orderDetails } from '../../routing/paths';
import { bookAgainHref } from './bookAgain';
import { VisitParts, type VisitPart } from '../../components/visit-parts/VisitParts';
import styles from './MyBookings.module.css';

export const BookingCardOrder = graphql(`
  fragment BookingCardOrder on Order {
    guid
    status
    startsAt
    branch {
      id
      slug
      name
      timeZone
    }
    items {
      serviceId
      serviceName
      startsAt
      endsAt
      master {
        id
        name
      }
    }
    total {
      amount
      currency
    }
    amountDue {
      amount
      currency
    }
    amountPaid {
      amount
      currency
    }
    paidAt
    canCancel
    cancellableUntil
    canReview
    over
  }
`);

export const BookingCardEvent = graphql(`
  fragment BookingCardEvent on EventBooking {
    guid
    status
    title
    seats
    startsAt
    eventId
    event {
      id
      branch {
        id
        slug
        name
        timeZone
      }
    }
    total {
      amount
      currency
    }
    amountDue {
      amount
      currency
    }
    canCancel
    cancellableUntil
    canReview
    over
  }
`);

/** What every booking card shows, whichever kind of booking it is. */
interface CardFacts {
  title: string;
  detail: string | null;
  href: string | null;
  venue: string;
  timeZone: string;
  status: string;
  startsAt: string;
  total: { amount: number; currency: string };
  amountDue: { amount: number; currency: string };
  /** Paid by IPS QR code (orders only). */
  amountPaid?: { amount: number; currency: string };
  paidAt?: string | null;
  canCancel: boolean;
  cancellableUntil: string;
  canReview: boolean;
  /** Behind the customer: nothing left to pay (issue 42 item 23). */
  over: boolean;
  /** A past visit's "Book again": where it leads and what it names for a screen reader. */
  again?: { href: string; label: string };
  /** A visit of several services: each with its specialist and time. */
  parts?: readonly VisitPart[];
}

function Card({ facts }: { facts: CardFacts }) {
  const intl = useIntl();
  // Still ahead: a cancelled booking and a past visit have nothing to pay.
  const active = (facts.status === 'PENDING' || facts.status === 'CONFIRMED') && !facts.over;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          {facts.href ? <Link to={facts.href}>{facts.title}</Link> : facts.title}
        </h2>
        <span className={styles.status} data-status={facts.status}>
          <FormattedMessage id={`ordersPage.status.${facts.status}`} />
        </span>
      </div>
      <p className={styles.when}>{formatVenueDateTime(intl, facts.startsAt, facts.timeZone)}</p>
      {facts.parts && (
        <VisitParts parts={facts.parts} timeZone={facts.timeZone} className={styles.parts} />
      )}
      <p className={styles.venue}>
        {facts.venue}
        {facts.detail && ` · ${facts.detail}`}
      </p>
      <p className={styles.money}>
        <FormattedMessage
          id="myBookings.total"
          values={{ amount: formatMoney(intl, facts.total) }}
        />
        {active && facts.amountDue.amount > 0 && facts.amountDue.amount !== facts.total.amount && (
          <>
            {' · '}
            <FormattedMessage
              id="myBookings.toPay"
              values={{ amount: formatMoney(intl, facts.amountDue) }}
            />
          </>
        )}
        {facts.paidAt && facts.amountPaid && (
          <>
            {' · '}
            <FormattedMessage
              id="myBookings.paid"
              values={{
                amount: formatMoney(intl, facts.amountPaid),
                date: formatVenueDay(intl, facts.paidAt, facts.timeZone),
              }}
            />
          </>
        )}
      </p>
      {facts.canCancel && (
        <p className={styles.hint}>
          <FormattedMessage
            id="myBookings.cancelUntil"
            values={{ time: formatVenueDateTime(intl, facts.cancellableUntil, facts.timeZone) }}
          />
        </p>
      )}
      {facts.canReview && (
        <p className={styles.hint}>
          <FormattedMessage id="myBookings.reviewWelcome" />
        </p>
      )}
      {facts.again && (
        <p className={styles.actions}>
          <Link className={styles.again} to={facts.again.href} aria-label={facts.again.label}>
            <FormattedMessage id="myBookings.bookAgain" />
          </Link>
        </p>
      )}
    </li>
  );
}

/** A visit in My bookings: its services, masters, venue and time, linking to its own page. */
export function OrderCard(props: {
  order: FragmentType<typeof BookingCardOrder>;
  prefix: RoutePrefix;
  /** A past visit: offer to book it again. */
  past?: boolean;
}) {
  const intl = useIntl();
  const order = getFragmentData(BookingCardOrder, props.order);
  const masters = [...new Set(order.items.map((item) => item.master.name))];
  const title = intl.formatList(order.items.map((item) => item.serviceName));
  return (
    <Card
      facts={{
        ...order,
        ...(props.past
          ? {
              again: {
                href: bookAgainHref(props.prefix, order),
                label: intl.formatMessage(
                  { id: 'myBookings.bookAgainLabel' },
                  { what: title, venue: order.branch.name },
                ),
              },
            }
          : {}),
        title,
        detail: intl.formatMessage({ id: 'myBookings.with' }, { names: intl.formatList(masters) }),
        // Several services: who does each and when (they may be several specialists in turn).
        ...(order.items.length > 1 ? { parts: order.items } : {}),
        href: orderDetails(props.prefix, order.guid),
        venue: order.branch.name,
        timeZone: order.branch.timeZone,
      }}
    />
  );
}

/** Places on a group event in My bookings, linking to the booking's own page. */
export function EventCard(props: {
  booking: FragmentType<typeof BookingCardEvent>;
  prefix: RoutePrefix;
}) {
  const intl = useIntl();
  const booking = getFragmentData(BookingCardEvent, props.booking);
  const branch = booking.event?.branch;
  return (
    <Card
      facts={{
        ...booking,
        title: booking.title,
        detail: intl.formatMessage({ id: 'myBookings.places' }, { seats: booking.seats }),
        href: branch
          ? eventBookingOverview(props.prefix, branch.slug, booking.eventId, booking.guid)
          : null,
        venue: branch?.name ?? '',
        timeZone: branch?.timeZone ?? 'UTC',
      }}
    />
  );
}
