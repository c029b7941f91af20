import { redirect, type RouteObject } from 'react-router';
import { notFound } from '../pages/error/notFound';
import { defaultPrefix, isRoutePrefix, localizedPath } from '../app/locale';
import type { RouteHandle } from './handle';

// The routes below the locale prefix that render no page of their own: a redirect and 404s.

/**
 * spec §2's internal page routes of the booking frame (/book-now/_pages/…). They carry no branch
 * slug, so they cannot show any venue's booking step, and the visitor-facing flow (the
 * /book-now/{slug}/… routes) covers every step they name: here they answer 404 (internalBookingRoutes).
 */
export const internalBookingPages = [
  'GiftPage',
  'EventPage',
  'GroupPage',
  'OrderPage',
  'BranchPage',
  'MastersPage',
  'OrderCancel',
  'OrderReview',
  'CalendarPage',
  'FeedbackPage',
  'OrderConfirm',
  'ServicesPage',
  'OrderOverview',
  'OrderMultiPage',
  'OrderIpsPayment',
] as const;

/**
 * /book-now: spec §1's public "online booking url" (bff/src/config.ts) is the base of every
 * venue's booking pages, /book-now/{slug}. On its own it names no venue, so it sends the visitor to
 * the search, where they pick one to book.
 */
export const bookNowRoute: RouteObject = {
  id: 'book-now',
  path: 'book-now',
  handle: { name: 'book-now', page: 'general', private: true } satisfies RouteHandle,
  loader: ({ params }) =>
    redirect(
      localizedPath(isRoutePrefix(params.locale) ? params.locale : defaultPrefix, '/search'),
    ),
};

/**
 * spec §8: no route matches → 404 "Page not found: {path}", in the error layout (the locale route's
 * error boundary).
 */
export const unmatchedRoute: RouteObject = {
  id: 'not-found',
  path: '*',
  handle: { name: 'not-found', page: 'general', private: true } satisfies RouteHandle,
  loader: ({ request }) => notFound(request),
  Component: () => null,
};

/**
 * The internal booking frame's routes, each named so the route table shows spec §2's list, each
 * answering the same 404 as an unknown path.
 */
export const internalBookingRoutes = internalBookingPages.map((name): RouteObject => ({
  ...unmatchedRoute,
  id: `book-now-_pages-${name}`,
  path: `book-now/_pages/${name}`,
}));
