import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData, useLoaderData, Link } from 'react-router';
import { ReviewSection } from '../orders/ReviewForm';
import type { ReviewAnswer } from '../orders/reviewAction';
import { BookingFacts } from '../orders/BookingOverview';
import styles from '../orders/afterBooking.module.css';
import type { loader } from './EventReviewPage.data';

export function Component() {
  const { booking, links } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const answer = useActionData<ReviewAnswer>();
  const heading = intl.formatMessage({ id: 'ordersPage.event.reviewHeading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 id="event-review-title" className={styles.heading}>
        {heading}
      </h1>
      <BookingFacts booking={booking} />
      <ReviewSection
        id="event-review"
        guid={booking.guid}
        review={booking.review ?? null}
        canReview={booking.canReview}
        answer={answer}
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
