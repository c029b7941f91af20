import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { ReviewShown } from '../orders/ReviewForm';
import { EventBookingFacts, EventCancellationWindow, loadEventBooking } from './eventBookingView';
import { eventCalendar } from '../orders/visitCalendar';
import { VisitLinks } from '../orders/VisitLinks';
import styles from '../orders/afterBooking.module.css';

/** /book-now/{slug}/group/{eventId}/overview/{orderGuid}: one of your event bookings. */
export async function loader(args: LoaderFunctionArgs) {
  const loaded = await loadEventBooking(args);
  return { ...loaded, calendar: eventCalendar(loaded.booking.guid) };
}

export function Component() {
  const { booking, links, calendar } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.event.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <EventBookingFacts booking={booking} />
      <EventCancellationWindow booking={booking} />
      {booking.review && <ReviewShown review={booking.review} />}
      <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'ordersPage.actions' })}>
        {booking.status !== 'CANCELLED' && (
          <VisitLinks
            calendar={calendar}
            guid={booking.guid}
            over={booking.over}
            venue={booking.event?.branch}
            className={styles.secondary}
            secondaryClassName={styles.secondary}
          />
        )}
        {booking.canCancel && (
          <Link className={styles.secondary} to={links.cancel}>
            <FormattedMessage id="ordersPage.cancel" />
          </Link>
        )}
        {booking.canReview && (
          <Link className={styles.secondary} to={links.review}>
            <FormattedMessage id="ordersPage.review" />
          </Link>
        )}
        <Link className={styles.secondary} to={links.event}>
          <FormattedMessage id="ordersPage.event.open" />
        </Link>
      </nav>
    </article>
  );
}
