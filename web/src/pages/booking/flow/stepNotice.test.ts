import { describe, expect, it } from 'vitest';
import { parseBookingState, stepHref } from './bookingState';
import { noticeOf, withNotice } from './stepNotice';

describe('a step notice in the URL', () => {
  it('is added to a step href and read back, beside the selection it does not change', () => {
    const selection = parseBookingState(
      new URLSearchParams('service=3&service=5&m=2&d=2030-03-05'),
    );
    const href = withNotice(stepHref('en', 'salon-1', 'calendar', selection), 'slotTaken');
    expect(href).toBe(
      '/en/book-now/salon-1/calendar?service=3&service=5&m=2&d=2030-03-05&notice=slotTaken',
    );
    const search = href.slice(href.indexOf('?'));
    expect(noticeOf(search)).toBe('slotTaken');
    expect(parseBookingState(new URLSearchParams(search))).toEqual(selection);
    // The step's links are built from the selection alone: the notice does not follow them.
    expect(
      stepHref('en', 'salon-1', 'calendar', parseBookingState(new URLSearchParams(search))),
    ).not.toContain('notice');
  });

  it('starts a query when the step has none', () => {
    expect(withNotice('/en/book-now/salon-1/calendar', 'slotTaken')).toBe(
      '/en/book-now/salon-1/calendar?notice=slotTaken',
    );
  });

  it('ignores a notice it does not know', () => {
    expect(noticeOf('?notice=%3Cscript%3E')).toBeUndefined();
    expect(noticeOf('?service=1')).toBeUndefined();
  });
});
