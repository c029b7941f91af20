import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAdoptEnteredValue } from '../../components/forms/useAdoptEnteredValue';
import { useTextFieldState } from '../../components/forms/useTextFieldState';
import { newAttemptKey } from './customerPage';
import styles from './afterBooking.module.css';

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
  const [sending, setSending] = useState(false);
  const attempt = useRef<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setProblem('ratingMissing');
      return;
    }
    attempt.current ??= newAttemptKey();
    setSending(true);
    try {
      const outcome = await send({
        rating,
        text: text.trim() || null,
        idempotencyKey: attempt.current,
      });
      attempt.current = null;
      if ('review' in outcome) onReviewed(outcome.review);
      else setProblem(outcome.code);
    } catch {
      setProblem('UNEXPECTED');
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <fieldset ref={stars} className={styles.stars}>
        <legend>
          <FormattedMessage id="ordersPage.review.rating" />
        </legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name={`${id}-rating`}
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
      <button className={styles.button} type="submit" disabled={sending}>
        <FormattedMessage id="ordersPage.review.submit" />
      </button>
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
