import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ReviewSection } from '../orders/ReviewForm';
import { EventBookingFacts, loadEventBooking } from './eventBookingView';
import { ReviewEventBookingMutation } from './queries';
import styles from '../orders/afterBooking.module.css';

/** /book-now/{slug}/group/{eventId}/review?booking={guid}: review an attended event, once. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

export function Component() {
  const { booking, links } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [send] = useMutation(ReviewEventBookingMutation);
  const heading = intl.formatMessage({ id: 'ordersPage.event.reviewHeading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 id="event-review-title" className={styles.heading}>
        {heading}
      </h1>
      <EventBookingFacts booking={booking} />
      <ReviewSection
        id="event-review"
        initial={booking.review ?? null}
        canReview={booking.canReview}
        send={async (input) => {
          const { data } = await send({ variables: { input: { guid: booking.guid, ...input } } });
          const payload = data?.reviewEventBooking;
          if (payload?.review) return { review: payload.review };
          return { code: payload?.errors[0]?.code ?? 'UNEXPECTED' };
        }}
        otherwise={
          <p className={styles.note}>
            <FormattedMessage id="userError.NOT_REVIEWABLE" />
          </p>
        }
      />
      <Link className={styles.secondary} to={links.overview}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
