/**
 * A message its provider refused for good (a number that is none, a recipient who opted out):
 * the outbox gives it up at once instead of retrying what can never be sent.
 */
export class UndeliverableError extends Error {
  override name = 'UndeliverableError';
}
