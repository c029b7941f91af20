import { describe, expect, it } from 'vitest';
import { bookingFailure } from './bookingFailure';

/** The shape of Apollo Client's CombinedGraphQLErrors for one error from bff. */
const graphqlError = (extensions: Record<string, unknown>) => ({
  errors: [{ message: 'x', extensions }],
});

describe('bookingFailure', () => {
  it('says nothing was booked when the booking API was never reached', () => {
    for (const reason of ['circuit_open', 'overloaded']) {
      expect(bookingFailure(graphqlError({ code: 'UPSTREAM_UNAVAILABLE', reason }))).toBe(
        'NOT_BOOKED_BUSY',
      );
    }
    expect(bookingFailure(graphqlError({ code: 'RATE_LIMITED', retryAfter: 20 }))).toBe(
      'NOT_BOOKED_RATE_LIMITED',
    );
  });

  it('says nobody can tell yet after a timeout, a lost connection or no answer at all', () => {
    for (const reason of ['timeout', 'unreachable']) {
      expect(bookingFailure(graphqlError({ code: 'UPSTREAM_UNAVAILABLE', reason }))).toBe(
        'NO_ANSWER',
      );
    }
    expect(bookingFailure(graphqlError({ code: 'UPSTREAM_ERROR' }))).toBe('NO_ANSWER');
    expect(bookingFailure(new TypeError('Failed to fetch'))).toBe('NO_ANSWER');
  });

  it('keeps the general message for other refusals', () => {
    expect(bookingFailure(graphqlError({ code: 'FORBIDDEN' }))).toBe('UNEXPECTED');
  });
});
