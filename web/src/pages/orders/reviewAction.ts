import { rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf, inProgress, type AttemptAnswer } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';

/** What a review form sends to the api: the booking, its stars and words, the attempt's key. */
export interface ReviewInput {
  guid: string;
  rating: number;
  text: string | null;
  idempotencyKey: string;
}

/** What the api answers to a review: the stored one, or why not. */
export interface ReviewPayload {
  review?: object | null;
  errors: readonly { code: string }[];
}

/** What a review form's action answers, for the booking it was sent about. */
export interface ReviewAnswer extends AttemptAnswer {
  guid: string;
  reviewed: boolean;
  /** A userError code, or `ratingMissing`. */
  problem: string | null;
  /** The stars and words as sent, shown again when the page is rendered anew. */
  sent: { rating: number; text: string };
}

/**
 * A review form's route action (orders and event bookings): checks the stars, sends the review
 * once per attempt and answers for the form it came from (several can be on a page). The page's
 * loader runs again afterwards and shows the stored review.
 */
export async function answerReview(
  request: Request,
  send: (input: ReviewInput) => Promise<ReviewPayload | undefined>,
): Promise<ReviewAnswer> {
  const form = await request.formData();
  const guid = sentText(form, 'guid');
  const rating = Number(sentText(form, 'rating'));
  const sent = { rating: Number.isInteger(rating) ? rating : 0, text: sentText(form, 'text') };
  const answer = { guid, sent, reviewed: false, retryKey: null };
  if (!(rating >= 1 && rating <= 5)) return { ...answer, problem: 'ratingMissing' };
  const idempotencyKey = attemptKeyOf(form);
  try {
    const payload = await send({ guid, rating, text: sent.text || null, idempotencyKey });
    if (payload?.review) return { ...answer, reviewed: true, problem: null };
    const errors = payload?.errors ?? [];
    return {
      ...answer,
      problem: errors[0]?.code ?? 'UNEXPECTED',
      retryKey: inProgress(errors) ? idempotencyKey : null,
    };
  } catch (error) {
    rethrowNavigation(error, request);
    // No answer: the same key goes with the retry, so the review is stored once.
    return { ...answer, problem: 'UNEXPECTED', retryKey: idempotencyKey };
  }
}
