import { rethrowNavigation } from '../../components/forms/actionFailure';
import { attemptKeyOf, inProgress, type AttemptAnswer } from '../../components/forms/attempt';
import { sentText } from '../../components/forms/formAction';

/** What a cancel form sends to the api: the booking, the customer's reason, the attempt's key. */
export interface CancelInput {
  guid: string;
  reason: string | null;
  idempotencyKey: string;
}

/** Why the api did not cancel (with the deadline when the window has closed). */
export interface CancelRefusal {
  code: string;
  cancellableUntil?: string | null;
}

/** What the api answers to a cancel: whether the booking is cancelled now, or why not. */
export interface CancelPayload {
  cancelled: boolean;
  errors: readonly CancelRefusal[];
}

/** What a cancel form's action answers. */
export interface CancelAnswer extends AttemptAnswer {
  cancelled: boolean;
  refusal: CancelRefusal | null;
  /** The reason as sent, shown again when the page is rendered anew. */
  reason: string;
}

/**
 * The cancel route action of a customer's booking (an order or a group-event booking): sends
 * the cancel once per attempt and answers the outcome. The page's loader runs again afterwards
 * and shows the booking as it is now.
 */
export async function answerCancel(
  request: Request,
  send: (input: CancelInput) => Promise<CancelPayload>,
): Promise<CancelAnswer> {
  const form = await request.formData();
  const reason = sentText(form, 'reason');
  const idempotencyKey = attemptKeyOf(form);
  const answer = { reason, cancelled: false, retryKey: null };
  try {
    const payload = await send({
      guid: sentText(form, 'guid'),
      reason: reason || null,
      idempotencyKey,
    });
    if (payload.cancelled) return { ...answer, cancelled: true, refusal: null };
    return {
      ...answer,
      refusal: payload.errors[0] ?? { code: 'UNEXPECTED' },
      retryKey: inProgress(payload.errors) ? idempotencyKey : null,
    };
  } catch (error) {
    rethrowNavigation(error, request);
    // No answer: the same key goes with the retry, so the booking is cancelled once.
    return { ...answer, refusal: { code: 'UNEXPECTED' }, retryKey: idempotencyKey };
  }
}
