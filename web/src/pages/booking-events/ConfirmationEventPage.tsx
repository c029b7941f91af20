import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { isGuid } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { eventCalendar } from '../orders/visitCalendar';
import { VisitLinks } from '../orders/VisitLinks';
import { eventBookingOverview } from '../../routing/paths';
import { EventBookingFields } from './eventBookingView';
import { EventBookingQuery } from './queries';
import styles from '../orders/afterBooking.module.css';

/** /book-now/confirmation_event?booking={guid}: the booked places, and the event for a calendar. */
export async function loader(args: LoaderFunctionArgs) {
  const guid = new URL(args.request.url).searchParams.get('booking');
  // The booking is what the page shows: a value that is no guid names none (a 404 before login).
  if (!isGuid(guid)) invalidUrl(args.request);
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventBookingQuery,
    { guid },
    { found: (answer) => answer.eventBooking !== null, fetchPolicy: 'network-only' },
  );
  const booking = getFragmentData(EventBookingFields, data.eventBooking!);
  const branch = booking.event?.branch;
  const overview = branch
    ? eventBookingOverview(prefixOf(args.params), branch.slug, booking.eventId, booking.guid)
    : null;
  const calendar = eventCalendar(booking.guid);
  return { booking, overview, calendar };
}

export function Component() {
  const { booking, overview, calendar } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'eventsPage.confirmation.heading' });
  const zone = booking.event?.branch.timeZone ?? 'UTC';
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.success} role="status">
        <FormattedMessage id="eventsPage.confirmation.intro" values={{ seats: booking.seats }} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="eventsPage.event" />
          </dt>
          <dd>{booking.title}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="eventsPage.when" />
          </dt>
          <dd>{formatVenueDateTime(intl, booking.startsAt, zone)}</dd>
        </div>
        {booking.event && (
          <div>
            <dt>
              <FormattedMessage id="eventsPage.where" />
            </dt>
            <dd>
              {booking.event.branch.name}, {booking.event.branch.address}
            </dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="eventsPage.seats" />
          </dt>
          <dd>{booking.seats}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="eventsPage.total" />
          </dt>
          <dd>{formatMoney(intl, booking.total)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <VisitLinks
          calendar={calendar}
          guid={booking.guid}
          over={booking.over}
          venue={booking.event?.branch}
          className={styles.buttonLink}
          secondaryClassName={styles.secondary}
        />
        {overview && (
          <Link className={styles.secondary} to={overview}>
            <FormattedMessage id="eventsPage.confirmation.manage" />
          </Link>
        )}
      </div>
    </article>
  );
}
