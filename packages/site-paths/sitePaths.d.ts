/** Route prefixes: en and sr-RS everywhere, ru where the deployment serves Russia. */
export const routePrefixes: readonly ['en', 'sr-RS', 'ru'];
export type RoutePrefix = (typeof routePrefixes)[number];

export type Region = 'eu' | 'ru';

/** The prefixes a deployment offers: Russian only in the ru region. */
export function prefixesFor(region: Region): readonly RoutePrefix[];

/** The prefix whose pages are in `language`, among those a deployment offers (else English). */
export function prefixOfLanguage(language: string, offered?: readonly RoutePrefix[]): RoutePrefix;

/** Prefixes a site path (starting with '/') with the locale: ('en', '/search') → '/en/search'. */
export function localizedPath(prefix: RoutePrefix, path: string): string;

export interface HubSearchParams {
  /** The search text. */
  s?: string;
  /** The selected city's value. */
  c?: string;
}

/** The marketplace search (spec §2 route hubSearch): /en/search?s=hair&c=beograd */
export function hubSearch(prefix: RoutePrefix, params?: HubSearchParams): string;

export interface BusinessPageParams {
  /** The venue (branch) id; spec §2 route businessPage takes it as the slug. */
  slug: string;
  /** The selected city's value. */
  c?: string;
}

/** A company page (spec §2 route businessPage): /en/company/1234?c=beograd */
export function businessPage(prefix: RoutePrefix, params: BusinessPageParams): string;

/**
 * The cities to choose from, each leading back to `returnTo` in that city (the city picker where
 * scripting is off): /en/cities?to=%2Fen%2Fsearch
 */
export function citiesPage(prefix: RoutePrefix, returnTo: string): string;

/** The start page: /en */
export function home(prefix: RoutePrefix): string;

/** The booking flow of a venue (spec §2 book-now): /en/book-now/1234 */
export function bookNow(prefix: RoutePrefix, slug: string): string;

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

/** The query string of a selection ('' or '?service=1&service=2&m=3…'), in a stable order. */
export function bookingSearch(selection: BookingSelection): string;

/** A step of the booking flow with its selection: /en/book-now/1234/master?m=7&masterFlow=true */
export function bookingStep(
  prefix: RoutePrefix,
  slug: string,
  step: string,
  selection?: BookingSelection,
): string;

/** A specialist's booking (the venue's team): them chosen first, their services next. */
export function bookWithMaster(prefix: RoutePrefix, slug: string, masterId: string): string;

/** A service's booking (the venue's menu): the flow's first step with it chosen. */
export function bookService(prefix: RoutePrefix, slug: string, serviceId: string): string;

/** The venue's booking and cancellation terms: /en/book-now/1234/terms-of-use */
export function bookingTerms(prefix: RoutePrefix, slug: string): string;

/** The venue's group events, or one of them: /en/book-now/1234/group/56 */
export function groupEvents(prefix: RoutePrefix, slug: string, eventId?: string): string;

/** Booking places on a group event: /en/book-now/1234/group/56/order */
export function groupEventOrder(prefix: RoutePrefix, slug: string, eventId: string): string;

/** What a customer can do with their booking of a group event (cancel, review) */
export function eventBookingAction(
  prefix: RoutePrefix,
  slug: string,
  eventId: string,
  action: 'cancel' | 'review',
  booking: string,
): string;

/** A branch's gift cards, with one card's balance checked: /en/book-now/1234/gifts?code=TERM-… */
export function giftCards(prefix: RoutePrefix, slug: string, code?: string): string;

/** The confirmation of a booked order: /en/book-now/confirmation?order={guid} */
export function orderConfirmation(prefix: RoutePrefix, order: string): string;

/** The confirmation of places booked on an event: /en/book-now/confirmation_event?booking={guid} */
export function eventConfirmation(prefix: RoutePrefix, booking: string): string;

/** A customer's order: /en/book-now/order/{guid} */
export function orderDetails(prefix: RoutePrefix, order: string): string;

/** Cancelling an order: /en/book-now/order/{guid}/cancel */
export function orderCancel(prefix: RoutePrefix, order: string): string;

/** Moving an order to another time: /en/book-now/order/{guid}/reschedule */
export function orderReschedule(prefix: RoutePrefix, order: string): string;

/** An order just moved: its page, which says so (/en/book-now/order/{guid}?moved=1). */
export function orderMoved(prefix: RoutePrefix, order: string): string;

/** Reviewing an order: /en/book-now/orders/feedbacks?order={guid} */
export function orderFeedback(prefix: RoutePrefix, order: string): string;

/** Paying for an order at its venue: /en/book-now/1234/payment/{guid} */
export function orderPayment(prefix: RoutePrefix, slug: string, order: string): string;

/** A customer's booking of a group event: /en/book-now/1234/group/56/overview/{guid} */
export function eventBookingOverview(
  prefix: RoutePrefix,
  slug: string,
  eventId: string,
  booking: string,
): string;
