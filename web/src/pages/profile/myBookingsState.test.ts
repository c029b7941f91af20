import { describe, expect, it } from 'vitest';
import { myBookingsHref, myBookingsState } from './myBookingsState';

describe('My bookings URLs', () => {
  it('reads the period and page, upcoming and the first page by default', () => {
    expect(myBookingsState(new URLSearchParams(''))).toEqual({ when: 'upcoming', page: 1 });
    expect(myBookingsState(new URLSearchParams('when=past&page=3'))).toEqual({
      when: 'past',
      page: 3,
    });
  });

  it('names no page for an unknown period or a page that is no page number', () => {
    for (const query of ['when=soon', 'page=0', 'page=-1', 'page=2x', 'page=99999', 'when=']) {
      expect(myBookingsState(new URLSearchParams(query))).toBeNull();
    }
  });

  it('writes only what differs from the first upcoming page', () => {
    expect(myBookingsHref('/sr/profile/bookings', 'upcoming')).toBe('/sr/profile/bookings');
    expect(myBookingsHref('/sr/profile/bookings', 'cancelled', 2)).toBe(
      '/sr/profile/bookings?when=cancelled&page=2',
    );
  });
});
