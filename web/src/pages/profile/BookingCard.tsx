import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { formatVenueDateTime, formatVenueDay } from '../../app/format/dateTime';
import { formatMoney } from '../../app/format/money';
import type { RoutePrefix } from '../../app/locale';
import { bookingOverviewHref } from '../orders/bookingFields';
import { BookingCardFields } from './bookingCardFields';
import { bookAgainHref } from './bookAgain';
import { VisitParts, type VisitPart } from '../../components/visit-parts/VisitParts';
import styles from './MyBookings.module.css';

/** What every booking card shows, whichever kind of booking it is. */
interface CardFacts {
  title: string;
  detail: string | null;
  href: string;
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
          <Link to={facts.href}>{facts.title}</Link>
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

/**
 * A booking in My bookings, linking to its own page: a visit with its services, masters and (past)
 * a way to book it again; places on an event with their count.
 */
export function BookingCard(props: {
  booking: FragmentType<typeof BookingCardFields>;
  prefix: RoutePrefix;
  /** A past visit: offer to book it again. */
  past?: boolean;
}) {
  const intl = useIntl();
  const booking = getFragmentData(BookingCardFields, props.booking);
  const at = {
    href: bookingOverviewHref(props.prefix, booking),
    venue: booking.branch.name,
    timeZone: booking.branch.timeZone,
  };
  if (booking.__typename === 'EventBooking')
    return (
      <Card
        facts={{
          ...booking,
          ...at,
          detail: intl.formatMessage({ id: 'myBookings.places' }, { seats: booking.seats }),
        }}
      />
    );
  const masters = [...new Set(booking.items.map((item) => item.master.name))];
  const title = intl.formatList(booking.items.map((item) => item.serviceName));
  return (
    <Card
      facts={{
        ...booking,
        ...at,
        ...(props.past
          ? {
              again: {
                href: bookAgainHref(props.prefix, booking),
                label: intl.formatMessage(
                  { id: 'myBookings.bookAgainLabel' },
                  { what: title, venue: booking.branch.name },
                ),
              },
            }
          : {}),
        title,
        detail: intl.formatMessage({ id: 'myBookings.with' }, { names: intl.formatList(masters) }),
        // Several services: who does each and when (they may be several specialists in turn).
        ...(booking.items.length > 1 ? { parts: booking.items } : {}),
      }}
    />
  );
}
