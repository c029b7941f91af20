import type { LazyRouteFunction, RouteObject } from 'react-router';
import type * as ContentLayoutModules from '../../layouts/contentLayouts';
import type * as BookingPageModules from '../../pages/bookingPages';
import type * as ProfilePageModules from '../../pages/profile/profilePages';
import {
  MarketplaceSearchLayout,
  PartnerBusinessPageLayout,
  StartPageLayout,
} from '../../layouts/layouts';
import { CompanyPage, loader as companyLoader } from '../../pages/company/CompanyPage';
import { notFound } from '../../pages/error/notFound';
import { SearchPage, loader as searchLoader } from '../../pages/search/SearchPage';
import { StartPage, loader as startLoader } from '../../pages/start/StartPage';
import type { LayoutName, RouteHandle } from './handle';
import { lazyRoute } from './lazyRoute';

/** spec §2 "{token}": promo tokens are letters and digits, in hyphenated words (prvi-termin). */
const token = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const pageIndex = /^[1-9]\d*$/;
const country = /^(rs|me|ba|ru)$/;

/** The internal booking page routes of spec §2 (/book-now/_pages/…). */
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

type Module = LazyRouteFunction<RouteObject>;
type View = { Component: RouteObject['Component']; loader?: RouteObject['loader'] } | Module;

/** spec §2 route names where they differ from the path's (Nuxt-style) name. */
const specialNames: Record<string, string> = {
  '': 'index',
  search: 'hubSearch',
  'company/:slug': 'businessPage',
};

/** A route's name: spec §2's, else its path's segments joined by "-" (book-now-slug-services). */
export function routeName(path: string): string {
  return specialNames[path] ?? path.replaceAll(':', '').replaceAll('/', '-');
}

/** The page routes at `paths`, sharing one view and translation page. */
function pages(view: View, handle: Omit<RouteHandle, 'name'>, paths: string[]): RouteObject[] {
  const content =
    typeof view === 'function'
      ? { lazy: lazyRoute(view) }
      : { Component: view.Component, ...(view.loader ? { loader: view.loader } : {}) };
  return paths.map((path) => {
    const route = { id: routeName(path), handle: { ...handle, name: routeName(path) }, ...content };
    return path === '' ? { ...route, index: true } : { ...route, path };
  });
}

type BookingPages = Omit<typeof BookingPageModules, 'bookingFlow'>;
type ContentLayouts = typeof ContentLayoutModules;

const bookingPage =
  (name: keyof BookingPages): Module =>
  () =>
    import('../../pages/bookingPages').then((pages) => ({ Component: pages[name] }));

/** A page module of its own with its data loader (the content pages: blog, help center, …). */
const pageModule =
  (
    load: () => Promise<{ Component: RouteObject['Component']; loader: RouteObject['loader'] }>,
  ): Module =>
  () =>
    load().then(({ Component, loader }) => ({ Component, loader }));

/** A step of the booking flow with its loader (pages/booking/flow). */
const flowPage =
  (name: keyof (typeof BookingPageModules)['bookingFlow']): Module =>
  () =>
    import('../../pages/bookingPages').then((pages) => pages.bookingFlow[name]);

/** A profile route module (its loader, action and page) from the profile chunk. */
const profilePage =
  (name: keyof typeof ProfilePageModules): Module =>
  () =>
    import('../../pages/profile/profilePages').then((pages) => ({ ...pages[name] }));
const profileHandle = { page: 'profile', private: true };

const search = { Component: SearchPage, loader: searchLoader };
const bookingHandle = { page: 'booking', private: true };
const bookingPublic = { page: 'booking' };
const slug = 'book-now/:slug';
const event = `${slug}/group/:eventId`;
/** After a booking (pages/booking-events, orders, payment, gifts): their own translation pages. */
const eventsPage = { page: 'events', params: { eventId: /^[1-9]\d{0,9}$/ } };
const eventsPrivate = { ...eventsPage, private: true };
const ordersPage = { page: 'orders', private: true, params: eventsPage.params };

/** The pages of spec §2 under their layouts (route name = route id). */
const pagesByLayout: Record<Exclude<LayoutName, 'error'>, RouteObject[]> = {
  'start-page': pages({ Component: StartPage, loader: startLoader }, { page: 'start' }, ['']),
  default: [
    ...pages(
      pageModule(() => import('../../pages/promo/PromoPage')),
      { page: 'promo' },
      ['promo'],
    ),
    ...pages(
      pageModule(() => import('../../pages/legal/LegalPage')),
      { page: 'legal' },
      ['terms', 'license', 'privacy', 'cookie-policy'],
    ),
    ...pages(
      pageModule(() => import('../../pages/blog/BlogListPage')),
      { page: 'blog' },
      ['blog'],
    ),
    ...pages(
      pageModule(() => import('../../pages/blog/BlogPostPage')),
      { page: 'blog' },
      ['blog/:slug'],
    ),
    ...pages(
      pageModule(() => import('../../pages/token/TokenPage')),
      { page: 'token', params: { token } },
      [':token'],
    ),
    ...pages(
      pageModule(() => import('../../pages/sitemap/SitemapPage')),
      { page: 'sitemap', params: { pageIndex, country } },
      ['sitemap', 'sitemap/:pageIndex', 'sitemap/:country/:pageIndex'],
    ),
    ...pages(
      () =>
        import('../../pages/contentPages').then((pages) => ({
          Component: pages.AuthPage,
          loader: pages.authLoader,
        })),
      { page: 'auth', private: true },
      ['auth'],
    ),
  ],
  business: [
    ...pages(
      pageModule(() => import('../../pages/for-business/ForBusinessPage')),
      { page: 'for-business' },
      ['for-business'],
    ),
    ...pages(
      pageModule(() => import('../../pages/for-business/ForBusinessTopicPage')),
      { page: 'for-business' },
      ['for-business/:slug'],
    ),
    ...pages(
      pageModule(() => import('../../pages/pricing/PricingPage')),
      { page: 'pricing' },
      ['pricing'],
    ),
  ],
  'help-center': pages(
    pageModule(() => import('../../pages/help-center/HelpCenterPage')),
    { page: 'help-center' },
    ['help-center'],
  ),
  'marketplace-search': pages(search, { page: 'search' }, [
    'search',
    'bt/:type',
    'bt/:type/:article/:city',
    'bt/:type/:article/:city/:area',
    'st/:keyword',
    'st/:keyword/:article/:city',
    'st/:keyword/:article/:city/:area',
  ]),
  'partner-business-page': [
    ...pages({ Component: CompanyPage, loader: companyLoader }, { page: 'company' }, [
      'company/:slug',
    ]),
    ...pages(
      () =>
        import('../../pages/company/CompanyReviewsPage').then((page) => ({
          Component: page.Component,
          loader: page.loader,
        })),
      { page: 'company' },
      ['company/:slug/reviews'],
    ),
  ],
  'profile-page': [
    ...pages(profilePage('ProfileSettingsPage'), profileHandle, ['profile/settings']),
    ...pages(profilePage('ProfileGeneralPage'), profileHandle, ['profile/settings/general']),
    ...pages(profilePage('ProfileNotificationsPage'), profileHandle, [
      'profile/settings/notifications',
    ]),
  ],
  'online-booking': [
    ...pages(flowPage('entry'), bookingPublic, [slug]),
    ...pages(flowPage('single'), bookingPublic, [`${slug}/single`]),
    ...pages(flowPage('services'), bookingPublic, [`${slug}/services`]),
    ...pages(flowPage('master'), bookingPublic, [`${slug}/master`]),
    ...pages(flowPage('calendar'), bookingPublic, [`${slug}/calendar`]),
    ...pages(
      pageModule(() => import('../../pages/booking-events/GroupPage')),
      eventsPage,
      [`${slug}/group`],
    ),
    ...pages(
      pageModule(() => import('../../pages/booking-events/EventPage')),
      eventsPage,
      [event],
    ),
    ...pages(flowPage('order'), bookingHandle, [`${slug}/order`]),
    ...pages(
      pageModule(() => import('../../pages/booking-events/EventOrderPage')),
      eventsPrivate,
      [`${event}/order`],
    ),
    ...pages(
      pageModule(() => import('../../pages/booking-events/EventCancelPage')),
      ordersPage,
      [`${event}/cancel`],
    ),
    ...pages(
      pageModule(() => import('../../pages/booking-events/EventReviewPage')),
      ordersPage,
      [`${event}/review`],
    ),
  ],
  'online-booking-content': [
    ...pages(
      pageModule(() => import('../../pages/orders/BookingTermsPage')),
      { page: 'orders' },
      [`${slug}/terms-of-use`],
    ),
    ...pages(
      pageModule(() => import('../../pages/gifts/GiftsPage')),
      { page: 'payment' },
      [`${slug}/gifts`],
    ),
    ...pages(
      pageModule(() => import('../../pages/orders/OrderDetailsPage')),
      ordersPage,
      [`${slug}/order-overview/:orderGuid`, 'book-now/order/:orderId'],
    ),
    ...pages(
      pageModule(() => import('../../pages/booking-events/EventOverviewPage')),
      ordersPage,
      [`${event}/overview/:orderGuid`],
    ),
    ...pages(
      pageModule(() => import('../../pages/orders/FeedbacksPage')),
      ordersPage,
      ['book-now/orders/feedbacks'],
    ),
    ...pages(
      pageModule(() => import('../../pages/orders/OrderCancelPage')),
      ordersPage,
      ['book-now/order/:orderId/cancel'],
    ),
  ],
  'online-booking-blank': [
    ...pages(
      pageModule(() => import('../../pages/payment/PaymentPage')),
      { page: 'payment', private: true },
      [`${slug}/payment/:orderGuid`],
    ),
    ...pages(flowPage('confirmation'), bookingHandle, ['book-now/confirmation']),
    ...pages(
      pageModule(() => import('../../pages/booking-events/ConfirmationEventPage')),
      eventsPrivate,
      ['book-now/confirmation_event'],
    ),
  ],
  'super-drawer-layout': pages(
    bookingPage('InternalPage'),
    bookingHandle,
    internalBookingPages.map((name) => `book-now/_pages/${name}`),
  ),
};

const eagerLayouts: Partial<Record<LayoutName, RouteObject['Component']>> = {
  'start-page': StartPageLayout,
  'marketplace-search': MarketplaceSearchLayout,
  'partner-business-page': PartnerBusinessPageLayout,
};

const layout =
  (name: keyof ContentLayouts): Module =>
  () =>
    import('../../layouts/contentLayouts').then((layouts) => ({ Component: layouts[name] }));

const lazyLayouts: Partial<Record<LayoutName, Module>> = {
  default: layout('DefaultLayout'),
  business: layout('BusinessLayout'),
  'help-center': layout('HelpCenterLayout'),
  'profile-page': layout('ProfilePageLayout'),
  'online-booking': bookingPage('OnlineBookingLayout'),
  'online-booking-content': bookingPage('OnlineBookingContentLayout'),
  'online-booking-blank': bookingPage('OnlineBookingBlankLayout'),
  'super-drawer-layout': bookingPage('SuperDrawerLayout'),
};

/**
 * Every route of spec §2 below the locale prefix, each group under the layout it uses. The start,
 * search and company pages (and their layouts) are in the first bundle; the rest load on demand.
 */
export function pageRoutes(): RouteObject[] {
  const layouts = Object.entries(pagesByLayout).map(([layout, children]): RouteObject => {
    const name = layout as LayoutName;
    const Component = eagerLayouts[name];
    const load = lazyLayouts[name];
    return Component
      ? { id: `layout:${name}`, Component, children }
      : { id: `layout:${name}`, lazy: lazyRoute(load!), children };
  });
  // spec §8: no route matches → 404 "Page not found: {path}", in the error layout (the locale
  // route's error boundary).
  const unmatched: RouteObject = {
    id: 'not-found',
    path: '*',
    handle: { name: 'not-found', page: 'general', private: true } satisfies RouteHandle,
    loader: ({ request }) => notFound(request),
    Component: () => null,
  };
  return [...layouts, unmatched];
}
