import { describe, expect, it } from 'vitest';
import {
  backStep,
  bookingSearch,
  nextLabel,
  nextStep,
  parseBookingState,
  showsNext,
  stepHref,
  toggleService,
  type BookingState,
} from './bookingState';
import { bookService, bookWithMaster } from '../../../routing/paths';

const state = (search: string): BookingState => parseBookingState(new URLSearchParams(search));

describe('the booking URL state (spec §2)', () => {
  it('reads the service list, m, d, t and the flags, dropping malformed values', () => {
    expect(
      state('service=3&service=5,7&m=2&d=2030-03-05&t=10:30&masterFlow=true&individual=1'),
    ).toEqual({
      services: ['3', '5', '7'],
      m: '2',
      d: '2030-03-05',
      t: '10:30',
      masterFlow: true,
      isEditing: false,
      anyEmployee: false,
      individual: true,
    });
    expect(state('service=x&service=0&m=abc&d=tomorrow&t=9&anyEmployee=false')).toEqual({
      services: [],
      masterFlow: false,
      isEditing: false,
      anyEmployee: false,
      individual: false,
    });
  });

  // Issue 20: ?d=2026-13-01 reached the calendar's week arithmetic and failed the page (500).
  it("drops dates and times that do not exist and ids past the API's integers", () => {
    expect(state('service=2147483648&service=4&m=2147483648&d=2026-13-01&t=25:00')).toEqual({
      services: ['4'],
      masterFlow: false,
      isEditing: false,
      anyEmployee: false,
      individual: false,
    });
    expect(state('d=2026-02-30&t=23:60').d).toBeUndefined();
    expect(state('d=2028-02-29&t=23:59')).toMatchObject({ d: '2028-02-29', t: '23:59' });
  });

  it('writes a selection back in a stable order and round-trips it', () => {
    const selection = state('anyEmployee=true&t=09:00&service=4&d=2030-01-02&service=1');
    const search = bookingSearch(selection);
    expect(search).toBe('?service=4&service=1&d=2030-01-02&t=09%3A00&anyEmployee=true');
    expect(state(search.slice(1))).toEqual(selection);
  });

  it("reads the venue page's links: the specialist chosen first, or the service (issue 42)", () => {
    const master = new URL(bookWithMaster('sr-RS', 'salon-lotus-vracar-1', '7'), 'http://x');
    expect(master.pathname).toBe('/sr-RS/book-now/salon-lotus-vracar-1/master');
    expect(parseBookingState(master.searchParams)).toMatchObject({ m: '7', masterFlow: true });
    expect(showsNext('master', parseBookingState(master.searchParams))).toBe(true);
    const service = new URL(bookService('en', 'salon-lotus-vracar-1', '4'), 'http://x');
    expect(service.pathname).toBe('/en/book-now/salon-lotus-vracar-1');
    expect(parseBookingState(service.searchParams).services).toEqual(['4']);
  });

  it('toggles services in and out', () => {
    const one = toggleService(state(''), '4');
    expect(toggleService(one, '9').services).toEqual(['4', '9']);
    expect(toggleService(one, '4').services).toEqual([]);
  });
});

describe('back navigation (spec §2)', () => {
  it('from the calendar: masters; services with masterFlow, anyEmployee or individual; order when editing', () => {
    expect(backStep('calendar', state('service=1&m=2'))).toBe('master');
    expect(backStep('calendar', state('masterFlow=true'))).toBe('services');
    expect(backStep('calendar', state('anyEmployee=true'))).toBe('services');
    expect(backStep('calendar', state('individual=true'))).toBe('services');
    expect(backStep('calendar', state('anyEmployee=true&isEditing=true'))).toBe('order');
  });

  it('from services: the single page; masters in the master flow; the order when editing', () => {
    expect(backStep('services', state(''))).toBe('single');
    expect(backStep('services', state('masterFlow=true'))).toBe('master');
    expect(backStep('services', state('masterFlow=true&isEditing=true'))).toBe('order');
  });

  it('from the order to the calendar, from masters to services', () => {
    expect(backStep('order', state('masterFlow=true'))).toBe('calendar');
    expect(backStep('master', state('masterFlow=true'))).toBe('services');
  });
});

describe('the next-step button (spec §2)', () => {
  it('shows on services once a service is chosen and on masters once m is chosen', () => {
    expect(showsNext('services', state(''))).toBe(false);
    expect(showsNext('services', state('service=1'))).toBe(true);
    expect(showsNext('master', state('service=1&anyEmployee=true'))).toBe(false);
    expect(showsNext('master', state('service=1&m=3'))).toBe(true);
  });

  it('reads Continue, Checkout or Return to checkout', () => {
    expect(nextLabel('services', state('service=1'))).toBe('continue');
    expect(nextStep('services', state('service=1'))).toBe('master');
    expect(nextStep('master', state('masterFlow=true&m=1'))).toBe('services');
    expect(nextStep('services', state('masterFlow=true&m=1&service=1'))).toBe('calendar');
    expect(nextLabel('calendar', state('service=1&d=2030-01-01&t=10:00'))).toBe('checkout');
    expect(nextLabel('services', state('service=1&isEditing=true'))).toBe('returnToCheckout');
    expect(nextStep('master', state('m=1&isEditing=true'))).toBe('order');
  });

  it('clears the edit flag on the way back to the order page', () => {
    const editing = state('service=1&d=2030-01-01&t=10:00&isEditing=true');
    expect(stepHref('en', 'salon-1', 'order', editing)).toBe(
      '/en/book-now/salon-1/order?service=1&d=2030-01-01&t=10%3A00',
    );
    expect(stepHref('en', 'salon-1', 'calendar', editing)).toContain('isEditing=true');
  });
});
