// Which page of My bookings a URL asks for (?when=past&page=2), and the URL of another.
import type { BookingPeriod } from '../../__generated__/graphql';

export const periods = ['upcoming', 'past', 'cancelled'] as const;
export type Period = (typeof periods)[number];

const pageNumber = /^[1-9]\d{0,3}$/;

/** The period and page of a URL's query, or null when it names neither a period nor a page. */
export function myBookingsState(query: URLSearchParams): { when: Period; page: number } | null {
  const when = query.get('when') ?? 'upcoming';
  const page = query.get('page') ?? '1';
  if (!(periods as readonly string[]).includes(when) || !pageNumber.test(page)) return null;
  return { when: when as Period, page: Number(page) };
}

/** The period as GraphQL names it. */
export const bookingPeriod = (when: Period) => when.toUpperCase() as BookingPeriod;

/** The URL of a page of My bookings, with only what differs from the first upcoming page. */
export function myBookingsHref(base: string, when: Period, page = 1): string {
  const query = new URLSearchParams();
  if (when !== 'upcoming') query.set('when', when);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
