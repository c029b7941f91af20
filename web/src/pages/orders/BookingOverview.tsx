import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { formatMoney } from '../../app/format/money';
import type { RoutePrefix } from '../../app/locale';
import { VisitParts } from '../../components/visit-parts/VisitParts';
import { PaidFact } from '../payment/PaidFact';
import { isPaidInFull } from '../payment/paidOn';
import { bookAgainHref } from '../profile/bookAgain';
import {
  BookingFields,
  bookingLinks,
  bookingZone,
  windowHours,
  type BookingView,
} from './bookingFields';
import { PaymentReturned } from './PaymentReturned';
import { ReviewShown } from './ReviewForm';
import { VenuePhone } from './VenuePhone';
import { VisitLinks } from './VisitLinks';
import styles from './afterBooking.module.css';

type BookingRef = FragmentType<typeof BookingFields>;

/** Still ahead and in force: a cancelled booking or a visit behind the customer is not. */
const active = (booking: BookingView) =>
  (booking.status === 'PENDING' || booking.status === 'CONFIRMED') && !booking.over;

/** A booking's facts: what, where, when (at the venue's clock), what it costs, and its status. */
export function BookingFacts(props: { booking: BookingRef }) {
  const intl = useIntl();
  const booking = getFragmentData(BookingFields, props.booking);
  const zone = bookingZone(booking);
  return (
    <dl className={styles.facts}>
      {booking.__typename === 'Order' ? (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.services" />
          </dt>
          <dd>
            <VisitParts parts={booking.items} timeZone={zone} className={styles.list} />
          </dd>
        </div>
      ) : (
        <>
          <div>
            <dt>
              <FormattedMessage id="ordersPage.event.title" />
            </dt>
            <dd>{booking.title}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="ordersPage.event.seats" />
            </dt>
            <dd>{booking.seats}</dd>
          </div>
        </>
      )}
      <div>
        <dt>
          <FormattedMessage id="ordersPage.where" />
        </dt>
        <dd>
          {booking.branch.name}, {booking.branch.fullAddress}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="ordersPage.when" />
        </dt>
        <dd>{formatVenueDateTime(intl, booking.startsAt, zone)}</dd>
      </div>
      {booking.comment && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.comment" />
          </dt>
          <dd className={styles.comment}>{booking.comment}</dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="ordersPage.total" />
        </dt>
        <dd>{formatMoney(intl, booking.total)}</dd>
      </div>
      {booking.giftCardAmount.amount > 0 && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.giftCard" />
          </dt>
          <dd>{formatMoney(intl, booking.giftCardAmount)}</dd>
        </div>
      )}
      {booking.__typename === 'Order' && booking.paidAt && (
        <PaidFact amount={booking.amountPaid} paidAt={booking.paidAt} timeZone={zone} />
      )}
      {/* A cancelled booking is owed nothing, a past visit was settled at the venue (issue 42
          item 23); a paid one says so above, with nothing left. */}
      {active(booking) && !(booking.__typename === 'Order' && isPaidInFull(booking)) && (
        <div>
          <dt>
            <FormattedMessage id="ordersPage.amountDue" />
          </dt>
          <dd>{formatMoney(intl, booking.amountDue)}</dd>
        </div>
      )}
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

/**
 * spec §2: cancellation (and moving a visit) only inside the window, its deadline explained; once
 * a paid visit is cancelled, who returns the payment.
 */
export function BookingWindow(props: { booking: BookingRef }) {
  const intl = useIntl();
  const booking = getFragmentData(BookingFields, props.booking);
  if (
    booking.status === 'CANCELLED' &&
    booking.__typename === 'Order' &&
    booking.amountPaid.amount > 0
  ) {
    // A payment to the venue does not come back on its own: the customer is told who returns it.
    return (
      <p className={styles.note}>
        <PaymentReturned amount={booking.amountPaid} phone={booking.branch.phone} />
      </p>
    );
  }
  if (booking.status !== 'PENDING' && booking.status !== 'CONFIRMED') return null;
  // Only a visit moves: places on an event are cancelled and booked anew.
  const messages =
    booking.__typename === 'Order'
      ? ['ordersPage.window.moveOpen', 'ordersPage.window.moveClosed']
      : ['ordersPage.window.open', 'ordersPage.window.closed'];
  return (
    <p className={booking.canCancel ? styles.note : styles.alert}>
      <FormattedMessage
        id={booking.canCancel ? messages[0] : messages[1]}
        values={{
          deadline: formatVenueDateTime(intl, booking.cancellableUntil, bookingZone(booking)),
          hours: windowHours(booking),
          phone: <VenuePhone key="phone" phone={booking.branch.phone} />,
        }}
      />
    </p>
  );
}

/**
 * What can be done with a booking now: pay, add it to a calendar, find the way, move, cancel,
 * review; `children` are the page's own further links.
 */
export function BookingActions(props: {
  booking: BookingRef;
  prefix: RoutePrefix;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const booking = getFragmentData(BookingFields, props.booking);
  const links = bookingLinks(props.prefix, booking);
  return (
    <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'ordersPage.actions' })}>
      {links.pay && (
        <Link className={styles.buttonLink} to={links.pay}>
          <FormattedMessage id="ordersPage.pay" />
        </Link>
      )}
      {/* A cancelled booking is in nobody's calendar and needs no way there. */}
      {booking.status !== 'CANCELLED' && (
        <VisitLinks
          calendar={links.calendar}
          guid={booking.guid}
          over={booking.over}
          venue={booking.branch}
          className={links.pay ? styles.secondary : styles.buttonLink}
          secondaryClassName={styles.secondary}
        />
      )}
      {links.move && (
        <Link className={styles.secondary} to={links.move}>
          <FormattedMessage id="ordersPage.move" />
        </Link>
      )}
      {links.cancel && (
        <Link className={styles.secondary} to={links.cancel}>
          <FormattedMessage id="ordersPage.cancel" />
        </Link>
      )}
      {links.review && (
        <Link className={styles.secondary} to={links.review}>
          <FormattedMessage id="ordersPage.review" />
        </Link>
      )}
      {/* A cancelled or past visit is not a dead end: the same services and specialist again. */}
      {booking.__typename === 'Order' && !active(booking) && (
        <Link className={styles.secondary} to={bookAgainHref(props.prefix, booking)}>
          <FormattedMessage id="ordersPage.bookAgain" />
        </Link>
      )}
      {props.children}
    </nav>
  );
}

/** One booking of either kind as its pages show it: facts, window, its review and actions. */
export function BookingOverview(props: {
  booking: BookingRef;
  prefix: RoutePrefix;
  children?: ReactNode;
}) {
  const review = getFragmentData(BookingFields, props.booking).review;
  return (
    <>
      <BookingFacts booking={props.booking} />
      <BookingWindow booking={props.booking} />
      {review && <ReviewShown review={review} />}
      <BookingActions booking={props.booking} prefix={props.prefix}>
        {props.children}
      </BookingActions>
    </>
  );
}
