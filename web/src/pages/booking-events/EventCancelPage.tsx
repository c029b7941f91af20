import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData, useLoaderData, Link } from 'react-router';
import type { CancelAnswer } from '../orders/cancelAction';
import { CancelPanel } from '../orders/CancelPanel';
import { BookingFacts, BookingWindow } from '../orders/BookingOverview';
import { zoneOf } from './eventBooking';
import styles from '../orders/afterBooking.module.css';
import type { loader } from './EventCancelPage.data';

export function Component() {
  const { booking, links } = useLoaderData<typeof loader>();
  const answer = useActionData<CancelAnswer>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.event.cancelHeading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <BookingFacts booking={booking} />
      <CancelPanel
        guid={booking.guid}
        cancelled={booking.status === 'CANCELLED'}
        giftCardAmount={booking.giftCardAmount}
        canCancel={booking.canCancel}
        timeZone={zoneOf(booking)}
        phone={booking.branch.phone}
        window={<BookingWindow booking={booking} />}
        answer={answer}
      />
      <Link className={styles.secondary} to={links.overview}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
