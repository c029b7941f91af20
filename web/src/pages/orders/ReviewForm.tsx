import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { keepFieldsOnReset, sentText } from '../../components/forms/formAction';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAdoptEnteredValue } from '../../components/forms/useAdoptEnteredValue';
import { useTextFieldState } from '../../components/forms/useTextFieldState';
import styles from './afterBooking.module.css';
import { useIdempotencyKey } from '../../components/forms/useIdempotencyKey';

export interface ReviewValue {
  rating: number;
  text: string | null;
}

/** What a review submission came to: the stored review, or the refusal's code. */
export type ReviewOutcome = { review: ReviewValue } | { code: string };

/** The stars ticked in the group (0 for none). */
const checkedStars = (group: HTMLFieldSetElement) =>
  Number(group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? 0);

/** Stars and words about a past visit; sends once per attempt (the key is kept for retries). */
export function ReviewForm({
  id,
  send,
  onReviewed,
}: {
  /** Distinguishes the form's controls when several are on a page. */
  id: string;
  send: (input: {
    rating: number;
    text: string | null;
    idempotencyKey: string;
  }) => Promise<ReviewOutcome>;
  onReviewed: (review: ReviewValue) => void;
}) {
  const intl = useIntl();
  // Stars ticked and words typed before hydration are kept.
  const [rating, setRating] = useState(0);
  const stars = useRef<HTMLFieldSetElement>(null);
  useAdoptEnteredValue(stars, checkedStars, rating, setRating);
  const [text, setText, textField] = useTextFieldState<HTMLTextAreaElement>('');
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useIdempotencyKey();
  const ratingName = `${id}-rating`;

  // Reads the form, not state: a submit pressed before hydration is replayed with the form as it
  // was then (see sentText).
  const submit = async (form: FormData) => {
    const given = Number(sentText(form, ratingName));
    if (!(given >= 1)) {
      setProblem('ratingMissing');
      return;
    }
    try {
      const outcome = await send({
        rating: given,
        text: sentText(form, 'text') || null,
        idempotencyKey: attempt.forAttempt(),
      });
      attempt.answered('code' in outcome ? [{ code: outcome.code }] : []);
      if ('review' in outcome) onReviewed(outcome.review);
      else setProblem(outcome.code);
    } catch {
      setProblem('UNEXPECTED');
    }
  };

  return (
    // A function action: React captures a send pressed before hydration and replays it once
    // hydrated (a plain submit would reload the page and lose the stars and words).
    <form
      className={styles.form}
      action={submit}
      onReset={keepFieldsOnReset}
      aria-labelledby={`${id}-title`}
    >
      <fieldset ref={stars} className={styles.stars}>
        <legend>
          <FormattedMessage id="ordersPage.review.rating" />
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name={ratingName}
              value={stars}
              checked={rating === stars}
              onChange={() => setRating(stars)}
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
          ref={textField}
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}

/** A stored review: its stars and words. */
export function ReviewShown({ review }: { review: ReviewValue }) {
  const intl = useIntl();
  return (
    <p className={styles.note}>
      {intl.formatMessage({ id: 'ordersPage.review.stars' }, { stars: review.rating })}
      {review.text ? ` · ${review.text}` : ''}
    </p>
  );
}

/**
 * A visit's review: the one written, else the form while the visit can be reviewed, else
 * `otherwise`. The thanks are for a review sent just now, not for one written on an earlier visit
 * to this page.
 */
export function ReviewSection({
  id,
  initial,
  canReview,
  send,
  otherwise,
}: {
  id: string;
  initial: ReviewValue | null;
  canReview: boolean;
  send: ComponentProps<typeof ReviewForm>['send'];
  otherwise: ReactNode;
}) {
  const [review, setReview] = useState(initial);
  const [thanked, setThanked] = useState(false);
  if (review)
    return (
      <>
        {thanked ? (
          <p className={styles.success} role="status">
            <FormattedMessage id="ordersPage.review.done" />
          </p>
        ) : null}
        <ReviewShown review={review} />
      </>
    );
  if (!canReview) return otherwise;
  return (
    <ReviewForm
      id={id}
      send={send}
      onReviewed={(sent) => {
        setReview(sent);
        setThanked(true);
      }}
    />
  );
}
