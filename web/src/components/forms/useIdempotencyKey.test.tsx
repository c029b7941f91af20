import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './useIdempotencyKey';

describe('useIdempotencyKey', () => {
  it('sends one key for every retry of an attempt until an answer settles it', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.forAttempt();
    // No answer (a timeout): the retry carries the same key.
    expect(result.current.forAttempt()).toBe(first);
    // Still in progress upstream: the same key again, so the retry cannot act twice.
    result.current.answered([{ code: 'IN_PROGRESS' }]);
    expect(result.current.forAttempt()).toBe(first);
    // Settled (booked, or refused for good): the next submission is a new attempt.
    result.current.answered([{ code: 'SOLD_OUT' }]);
    const second = result.current.forAttempt();
    expect(second).not.toBe(first);
    result.current.answered([]);
    expect(result.current.forAttempt()).not.toBe(second);
  });
});
