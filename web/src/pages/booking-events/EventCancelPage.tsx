import { FormattedMessage, useIntl } from 'react-intl';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Link,
} from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { answerCancel, type CancelAnswer } from '../orders/cancelAction';
import { CancelPanel } from '../orders/CancelPanel';
import { BookingFacts, BookingWindow } from '../orders/BookingOverview';
import { loadEventBooking, zoneOf } from './eventBooking';
import { CancelEventBookingMutation } from './queries';
import styles from '../orders/afterBooking.module.css';

/** /book-now/{slug}/group/{eventId}/cancel?booking={guid}: cancel inside the window only. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerCancel(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: CancelEventBookingMutation,
      variables: { input },
    });
    const payload = data?.cancelEventBooking;
    return { cancelled: !!payload?.booking, errors: payload?.errors ?? [] };
  });

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
