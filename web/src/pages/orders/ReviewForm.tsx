import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { ReviewAnswer } from './reviewAction';
import styles from './afterBooking.module.css';

/** A stored review as ReviewShown below shows it (orders and event bookings select it). */
export const ReviewShownFields = graphql(`
  fragment ReviewShownFields on BookingReview {
    rating
    text
  }
`);

export type ReviewValue = FragmentType<typeof ReviewShownFields>;

/**
 * Stars and words about a past visit, posted to the page's action (reviewAction.ts). The fields
 * are the form's own: what is ticked and typed before hydration stays and is what is sent.
 */
export function ReviewForm({
  id,
  guid,
  answer,
}: {
  /** Distinguishes the form's controls when several are on a page. */
  id: string;
  /** The booking reviewed. */
  guid: string;
  /** The action's last answer for this form. */
  answer: ReviewAnswer | undefined;
}) {
  const intl = useIntl();
  const problem = answer?.problem;
  return (
    <Form method="post" className={styles.form} aria-labelledby={`${id}-title`}>
      <input type="hidden" name="guid" value={guid} />
      <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
      <fieldset className={styles.stars}>
        <legend>
          <FormattedMessage id="ordersPage.review.rating" />
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={answer?.sent.rating === stars}
            />{' '}
            {intl.formatMessage({ id: 'ordersPage.review.stars' }, { stars })}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`}>
          <FormattedMessage id="ordersPage.review.text" />
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={2000}
          defaultValue={answer?.sent.text}
        />
      </div>
      {problem && (
        <p className={styles.alert} role="alert">
          <FormattedMessage
            id={
              problem === 'ratingMissing'
                ? 'ordersPage.review.ratingMissing'
                : `userError.${problem}`
            }
          />
        </p>
      )}
      <SubmitButton className={styles.button}>
        <FormattedMessage id="ordersPage.review.submit" />
      </SubmitButton>
    </Form>
  );
}

/** A stored review: its stars and words. */
export function ReviewShown({ review: stored }: { review: ReviewValue }) {
  const intl = useIntl();
  const review = getFragmentData(ReviewShownFields, stored);
  return (
    <p className={styles.note}>
      {intl.formatMessage({ id: 'ordersPage.review.stars' }, { stars: review.rating })}
      {review.text ? ` · ${review.text}` : ''}
    </p>
  );
}

/**
 * A visit's review: the one written, else the form while the visit can be reviewed, else
 * `otherwise`. The thanks are for a review sent just now (the action's answer), not for one
 * written on an earlier visit to this page.
 */
export function ReviewSection({
  id,
  guid,
  review,
  canReview,
  answer,
  otherwise,
}: {
  id: string;
  guid: string;
  review: ReviewValue | null;
  canReview: boolean;
  /** The page's last review answer, whichever form it was for. */
  answer: ReviewAnswer | undefined;
  otherwise: ReactNode;
}) {
  const mine = answer?.guid === guid ? answer : undefined;
  if (review)
    return (
      <>
        {mine?.reviewed ? (
          <p className={styles.success} role="status">
            <FormattedMessage id="ordersPage.review.done" />
          </p>
        ) : null}
        <ReviewShown review={review} />
      </>
    );
  if (!canReview) return otherwise;
  return <ReviewForm id={id} guid={guid} answer={mine} />;
}
