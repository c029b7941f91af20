import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ReviewForm, ReviewShown, type ReviewValue } from '../orders/ReviewForm';
import { EventBookingFacts, loadEventBooking } from './eventBookingView';
import { ReviewEventBookingMutation } from './queries';
import styles from '../orders/afterBooking.module.css';

/** /book-now/{slug}/group/{eventId}/review?booking={guid}: review an attended event, once. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

export function Component() {
  const { booking, base } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const [review, setReview] = useState<ReviewValue | null>(booking.review ?? null);
  // The thanks are for a review sent just now, not for one written on an earlier visit here.
  const [thanked, setThanked] = useState(false);
  const [send] = useMutation(ReviewEventBookingMutation);
  const heading = intl.formatMessage({ id: 'ordersPage.event.reviewHeading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 id="event-review-title" className={styles.heading}>
        {heading}
      </h1>
      <EventBookingFacts booking={booking} />
      {review ? (
        <>
          {thanked ? (
            <p className={styles.success} role="status">
              <FormattedMessage id="ordersPage.review.done" />
            </p>
          ) : null}
          <ReviewShown review={review} />
        </>
      ) : booking.canReview ? (
        <ReviewForm
          id="event-review"
          send={async (input) => {
            const { data } = await send({ variables: { input: { guid: booking.guid, ...input } } });
            const payload = data?.reviewEventBooking;
            if (payload?.review) return { review: payload.review };
            return { code: payload?.errors[0]?.code ?? 'UNEXPECTED' };
          }}
          onReviewed={(sent) => {
            setReview(sent);
            setThanked(true);
          }}
        />
      ) : (
        <p className={styles.note}>
          <FormattedMessage id="userError.NOT_REVIEWABLE" />
        </p>
      )}
      <Link className={styles.secondary} to={`${base}/overview/${booking.guid}`}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}
