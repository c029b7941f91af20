import { FormattedMessage, useIntl } from 'react-intl';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Link,
} from 'react-router';
import { pageClientOf } from '../../app/data/pageData';
import { ReviewSection } from '../orders/ReviewForm';
import { answerReview, type ReviewAnswer } from '../orders/reviewAction';
import { BookingFacts } from '../orders/BookingOverview';
import { loadEventBooking } from './eventBooking';
import { ReviewEventBookingMutation } from './queries';
import styles from '../orders/afterBooking.module.css';

/** /book-now/{slug}/group/{eventId}/review?booking={guid}: review an attended event, once. */
export const loader = (args: LoaderFunctionArgs) => loadEventBooking(args);

/** The review sent from the form. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  answerReview(request, async (input) => {
    const { data } = await pageClientOf(context).mutate({
      mutation: ReviewEventBookingMutation,
      variables: { input },
    });
    return data?.reviewEventBooking;
  });

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
