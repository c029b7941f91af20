import { errorCodeOf } from '../../app/data/pageData';

/**
 * What a customer is told when a booking got no booking back (issue 20): whether nothing was
 * booked, or whether nobody can tell yet. bff's UPSTREAM_UNAVAILABLE says why there was no
 * answer: `circuit_open` and `overloaded` mean the booking API never acted on it; after a
 * timeout or a lost connection it may have. The page keeps the attempt's Idempotency-Key, so
 * sending again books at most once and answers the first booking if there was one.
 */
export type BookingFailure =
  'NOT_BOOKED_BUSY' | 'NOT_BOOKED_RATE_LIMITED' | 'NO_ANSWER' | 'UNEXPECTED';

const notSent = new Set(['circuit_open', 'overloaded']);
/** Codes after which the booking may or may not have been made. */
const outcomeUnknown = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'INTERNAL_SERVER_ERROR']);

/** The reason bff gave with UPSTREAM_UNAVAILABLE (upstream/errors.ts). */
function reasonOf(error: unknown): string | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const reason = (errors[0] as { extensions?: { reason?: unknown } } | undefined)?.extensions
    ?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/** The failure to show (a userError.* message) for a booking mutation that threw. */
export function bookingFailure(error: unknown): BookingFailure {
  const code = errorCodeOf(error);
  if (code === 'RATE_LIMITED') return 'NOT_BOOKED_RATE_LIMITED';
  if (code === 'UPSTREAM_UNAVAILABLE' && notSent.has(reasonOf(error) ?? '')) {
    return 'NOT_BOOKED_BUSY';
  }
  // No GraphQL answer at all (the network failed) is as unknown as a timeout.
  if (code === undefined || outcomeUnknown.has(code)) return 'NO_ANSWER';
  return 'UNEXPECTED';
}
