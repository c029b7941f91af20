// The api's error contract: every error answer is { error: { code, message, details? } }, with
// code from this closed set so callers (bff) can map it without parsing messages.

export const errorCodes = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_GRANT',
  'RATE_LIMITED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAVAILABLE',
  'INTERNAL',
  // Bookings (orders, events, payments, reviews).
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'PRICE_CHANGED',
  'OUTSIDE_CANCELLATION_WINDOW',
  'NOT_CANCELLABLE',
  'NOT_RESCHEDULABLE',
  'PRICE_FIXED',
  'IDEMPOTENCY_MISMATCH',
  'IDEMPOTENCY_IN_FLIGHT',
  'GIFT_CARD_INVALID',
  'SOLD_OUT',
  'ALREADY_REVIEWED',
  'NOT_REVIEWABLE',
  'NOTHING_TO_PAY',
  'PAYMENT_UNAVAILABLE',
  'BOOKING_LIMIT_VENUE',
  'BOOKING_LIMIT_TOTAL',
  'BOOKING_LIMIT_HOURLY',
  // Gift cards.
  'AMOUNT_OUT_OF_RANGE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One thing wrong with a request, as reported in details of a VALIDATION error. */
export interface ValidationIssue {
  /** The part of the request: headers, querystring, params or body. */
  readonly location: string;
  /** The offending field (`x-project-country`, `s`), empty for the part as a whole. */
  readonly field: string;
  readonly message: string;
}

/** An expected failure a route reports on purpose; the error handler turns it into the body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly ValidationIssue[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);

/** The code for an HTTP status when nothing more specific is known (e.g. fastify's own errors). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}
