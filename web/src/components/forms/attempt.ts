import { sentText } from './formAction';

/**
 * What a form's route action answers about its attempt. An attempt the api did not settle (it
 * was still in progress, or no answer came: a timeout, a lost connection) names the key it was
 * sent with, so a retry sends that key again and the api acts once however often it is sent.
 */
export interface AttemptAnswer {
  retryKey?: string | null;
}

/** The form field that carries the attempt's Idempotency-Key. */
export const attemptKeyField = 'idempotencyKey';

/**
 * The key an action sends with: the form's own, or a new one when it has none (a form sent before
 * the page's script ran); either way the one to name in `retryKey` if the attempt is not settled.
 */
export function attemptKeyOf(form: FormData): string {
  return sentText(form, attemptKeyField) || crypto.randomUUID();
}

/** Whether an answer's errors leave the attempt open (the api is still working on it). */
export const inProgress = (errors: readonly { code: string }[]) =>
  errors.some((error) => error.code === 'IN_PROGRESS');

/**
 * What a form sends in its `attemptKeyField`: the unsettled attempt's key while there is one;
 * otherwise nothing, and the action makes the new attempt's key (attemptKeyOf).
 */
export const attemptKeyFor = (answer: AttemptAnswer | undefined): string => answer?.retryKey ?? '';
