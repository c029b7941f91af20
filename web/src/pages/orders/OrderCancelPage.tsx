import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData, useLoaderData, Link } from 'react-router';
import { orderDetails } from '../../routing/paths';
import { bookAgainHref } from '../profile/bookAgain';
import type { CancelAnswer } from './cancelAction';
import { CancelPanel } from './CancelPanel';
import { BookingFacts, BookingWindow } from './BookingOverview';
import styles from './afterBooking.module.css';
import type { loader } from './OrderCancelPage.data';

export function Component() {
  const { order, prefix } = useLoaderData<typeof loader>();
  const answer = useActionData<CancelAnswer>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.cancel.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <BookingFacts booking={order} />
      <CancelPanel
        guid={order.guid}
        cancelled={order.status === 'CANCELLED'}
        giftCardAmount={order.giftCardAmount}
        amountPaid={order.amountPaid}
        canCancel={order.canCancel}
        timeZone={order.branch.timeZone}
        phone={order.branch.phone}
        window={<BookingWindow booking={order} />}
        answer={answer}
      />
      {/* Cancelled here: booking the visit anew is the likely next step. */}
      {order.status === 'CANCELLED' && (
        <Link className={styles.buttonLink} to={bookAgainHref(prefix, order)}>
          <FormattedMessage id="ordersPage.bookAgain" />
        </Link>
      )}
      <Link className={styles.secondary} to={orderDetails(prefix, order.guid)}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
