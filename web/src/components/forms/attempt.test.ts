import { describe, expect, it } from 'vitest';
import { attemptKeyOf, inProgress, attemptKeyFor } from './attempt';

describe('form attempts', () => {
  it("send the unsettled attempt's key again, and none once an answer settled it", () => {
    expect(attemptKeyFor(undefined)).toBe('');
    expect(attemptKeyFor({ retryKey: 'k1' })).toBe('k1');
    expect(attemptKeyFor({ retryKey: null })).toBe('');
  });

  it("use the form's key, or make one for a form sent before the script ran", () => {
    const form = new FormData();
    expect(attemptKeyOf(form)).toMatch(/^[0-9a-f-]{36}$/);
    form.set('idempotencyKey', 'a1b2');
    expect(attemptKeyOf(form)).toBe('a1b2');
  });

  it('tell an attempt still in progress', () => {
    expect(inProgress([{ code: 'IN_PROGRESS' }])).toBe(true);
    expect(inProgress([{ code: 'SLOT_TAKEN' }])).toBe(false);
    expect(inProgress([])).toBe(false);
  });
});
