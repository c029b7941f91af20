import { localizedPath, type RoutePrefix } from '../app/locale';

/** Builds `path?query`, leaving out params that are undefined or empty. */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export interface HubSearchParams {
  /** The search text. */
  s?: string;
  /** The selected city's value. */
  c?: string;
}

/** The marketplace search (spec §2 route hubSearch): /en/search?s=hair&c=beograd */
export function hubSearch(prefix: RoutePrefix, { s, c }: HubSearchParams = {}): string {
  return withQuery(localizedPath(prefix, '/search'), { s, c });
}

export interface BusinessPageParams {
  /** The venue (branch) id; spec §2 route businessPage takes it as the slug. */
  slug: string;
  /** The selected city's value. */
  c?: string;
}

/** A company page (spec §2 route businessPage): /en/company/1234?c=beograd */
export function businessPage(prefix: RoutePrefix, { slug, c }: BusinessPageParams): string {
  return withQuery(localizedPath(prefix, `/company/${encodeURIComponent(slug)}`), { c });
}

/**
 * The cities to choose from, each leading back to `returnTo` in that city (the city picker where
 * scripting is off): /en/cities?to=%2Fen%2Fsearch
 */
export function citiesPage(prefix: RoutePrefix, returnTo: string): string {
  return withQuery(localizedPath(prefix, '/cities'), { to: returnTo });
}

/** The start page: /en */
export function home(prefix: RoutePrefix): string {
  return localizedPath(prefix, '/');
}

/** The booking flow of a venue (spec §2 book-now): /en/book-now/1234 */
export function bookNow(prefix: RoutePrefix, slug: string): string {
  return localizedPath(prefix, `/book-now/${encodeURIComponent(slug)}`);
}

/**
 * spec §2: what a booking URL carries (pages/booking/flow/bookingState.ts reads it back): the
 * services, m (the master), d and t (local date and time), and the flow's flags.
 */
export interface BookingSelection {
  readonly services: readonly string[];
  readonly m?: string;
  readonly d?: string;
  readonly t?: string;
  readonly masterFlow?: boolean;
  readonly isEditing?: boolean;
  readonly anyEmployee?: boolean;
  readonly individual?: boolean;
}

const bookingFlags = ['masterFlow', 'isEditing', 'anyEmployee', 'individual'] as const;

/** The query string of a selection ('' or '?service=1&service=2&m=3…'), in a stable order. */
export function bookingSearch(selection: BookingSelection): string {
  const params = new URLSearchParams();
  for (const service of selection.services) params.append('service', service);
  if (selection.m) params.set('m', selection.m);
  if (selection.d) params.set('d', selection.d);
  if (selection.t) params.set('t', selection.t);
  for (const flag of bookingFlags) if (selection[flag]) params.set(flag, 'true');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A step of the booking flow with its selection: /en/book-now/1234/master?m=7&masterFlow=true */
export function bookingStep(
  prefix: RoutePrefix,
  slug: string,
  step: string,
  selection: BookingSelection = { services: [] },
): string {
  return `${bookNow(prefix, slug)}/${step}${bookingSearch(selection)}`;
}

/** A specialist's booking (the venue's team): them chosen first, their services next. */
export function bookWithMaster(prefix: RoutePrefix, slug: string, masterId: string): string {
  return bookingStep(prefix, slug, 'master', { services: [], m: masterId, masterFlow: true });
}

/** A service's booking (the venue's menu): the flow's first step with it chosen. */
export function bookService(prefix: RoutePrefix, slug: string, serviceId: string): string {
  return `${bookNow(prefix, slug)}${bookingSearch({ services: [serviceId] })}`;
}

/** The venue's booking and cancellation terms: /en/book-now/1234/terms-of-use */
export function bookingTerms(prefix: RoutePrefix, slug: string): string {
  return `${bookNow(prefix, slug)}/terms-of-use`;
}

/** The venue's group events, or one of them: /en/book-now/1234/group/56 */
export function groupEvents(prefix: RoutePrefix, slug: string, eventId?: string): string {
  const list = `${bookNow(prefix, slug)}/group`;
  return eventId === undefined ? list : `${list}/${encodeURIComponent(eventId)}`;
}

/** Booking places on a group event: /en/book-now/1234/group/56/order */
export function groupEventOrder(prefix: RoutePrefix, slug: string, eventId: string): string {
  return `${groupEvents(prefix, slug, eventId)}/order`;
}

/** What a customer can do with their booking of a group event (cancel, review) */
export function eventBookingAction(
  prefix: RoutePrefix,
  slug: string,
  eventId: string,
  action: 'cancel' | 'review',
  booking: string,
): string {
  return withQuery(`${groupEvents(prefix, slug, eventId)}/${action}`, { booking });
}

/** A branch's gift cards, with one card's balance checked: /en/book-now/1234/gifts?code=TERM-… */
export function giftCards(prefix: RoutePrefix, slug: string, code?: string): string {
  return withQuery(`${bookNow(prefix, slug)}/gifts`, { code });
}

/** The confirmation of a booked order: /en/book-now/confirmation?order={guid} */
export function orderConfirmation(prefix: RoutePrefix, order: string): string {
  return withQuery(localizedPath(prefix, '/book-now/confirmation'), { order });
}

/** The confirmation of places booked on an event: /en/book-now/confirmation_event?booking={guid} */
export function eventConfirmation(prefix: RoutePrefix, booking: string): string {
  return withQuery(localizedPath(prefix, '/book-now/confirmation_event'), { booking });
}

/** A customer's order: /en/book-now/order/{guid} */
export function orderDetails(prefix: RoutePrefix, order: string): string {
  return localizedPath(prefix, `/book-now/order/${encodeURIComponent(order)}`);
}

/** Cancelling an order: /en/book-now/order/{guid}/cancel */
export function orderCancel(prefix: RoutePrefix, order: string): string {
  return `${orderDetails(prefix, order)}/cancel`;
}

/** Moving an order to another time: /en/book-now/order/{guid}/reschedule */
export function orderReschedule(prefix: RoutePrefix, order: string): string {
  return `${orderDetails(prefix, order)}/reschedule`;
}

/** An order just moved: its page, which says so (/en/book-now/order/{guid}?moved=1). */
export function orderMoved(prefix: RoutePrefix, order: string): string {
  return withQuery(orderDetails(prefix, order), { moved: '1' });
}

/** Reviewing an order: /en/book-now/orders/feedbacks?order={guid} */
export function orderFeedback(prefix: RoutePrefix, order: string): string {
  return withQuery(localizedPath(prefix, '/book-now/orders/feedbacks'), { order });
}

/** Paying for an order at its venue: /en/book-now/1234/payment/{guid} */
export function orderPayment(prefix: RoutePrefix, slug: string, order: string): string {
  return `${bookNow(prefix, slug)}/payment/${encodeURIComponent(order)}`;
}

/** A customer's booking of a group event: /en/book-now/1234/group/56/overview/{guid} */
export function eventBookingOverview(
  prefix: RoutePrefix,
  slug: string,
  eventId: string,
  booking: string,
): string {
  return `${groupEvents(prefix, slug, eventId)}/overview/${encodeURIComponent(booking)}`;
}
