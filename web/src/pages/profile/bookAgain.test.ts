import { describe, expect, it } from 'vitest';
import { bookAgainHref } from './bookAgain';

const branch = { slug: 'salon-lotus-vracar-1' };

describe('bookAgainHref', () => {
  it('opens the calendar with the same services and specialist', () => {
    const items = [
      { serviceId: '12', master: { id: '7' } },
      { serviceId: '15', master: { id: '7' } },
    ];
    expect(bookAgainHref('sr-RS', { branch, items })).toBe(
      '/sr-RS/book-now/salon-lotus-vracar-1/calendar?service=12&service=15&m=7',
    );
  });

  it('leaves the specialist open when the visit had several', () => {
    const items = [
      { serviceId: '12', master: { id: '7' } },
      { serviceId: '15', master: { id: '9' } },
    ];
    expect(bookAgainHref('en', { branch, items })).toBe(
      '/en/book-now/salon-lotus-vracar-1/calendar?service=12&service=15',
    );
  });
});
