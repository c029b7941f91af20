import type { LazyRouteFunction, RouteObject } from 'react-router';
import type * as ContentLayoutModules from '../../layouts/contentLayouts';
import type * as BookingPageModules from '../../pages/bookingPages';
import type * as ContentPageModules from '../../pages/contentPages';
import {
  MarketplaceSearchLayout,
  PartnerBusinessPageLayout,
  StartPageLayout,
} from '../../layouts/layouts';
import { CompanyPage } from '../../pages/company/CompanyPage';
import { notFound } from '../../pages/error/notFound';
import { SearchPage } from '../../pages/search/SearchPage';
import { StartPage } from '../../pages/start/StartPage';
import type { LayoutName, RouteHandle } from './handle';
import { lazyRoute } from './lazyRoute';

/** spec §2 "{token}": promo tokens are letters and digits. */
const token = /^[A-Za-z0-9]+$/;
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
type View = { Component: RouteObject['Component'] } | Module;

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
    typeof view === 'function' ? { lazy: lazyRoute(view) } : { Component: view.Component };
  return paths.map((path) => {
    const route = { id: routeName(path), handle: { ...handle, name: routeName(path) }, ...content };
    return path === '' ? { ...route, index: true } : { ...route, path };
  });
}

type ContentPages = typeof ContentPageModules;
type BookingPages = typeof BookingPageModules;
type ContentLayouts = typeof ContentLayoutModules;

/** A content page from the shared on-demand chunk. */
const content =
  (name: keyof ContentPages): Module =>
  () =>
    import('../../pages/contentPages').then((pages) => ({
      Component: pages[name] as RouteObject['Component'],
    }));
const bookingPage =
  (name: keyof BookingPages): Module =>
  () =>
    import('../../pages/bookingPages').then((pages) => ({ Component: pages[name] }));

const search = { Component: SearchPage };
const booking = bookingPage('BookingPage');
const bookingHandle = { page: 'booking', private: true };
const bookingPublic = { page: 'booking' };
const slug = 'book-now/:slug';
const event = `${slug}/group/:eventId`;

/** The pages of spec §2 under their layouts (route name = route id). */
const pagesByLayout: Record<Exclude<LayoutName, 'error'>, RouteObject[]> = {
  'start-page': pages({ Component: StartPage }, { page: 'start' }, ['']),
  default: [
    ...pages(content('PromoPage'), { page: 'promo' }, ['promo']),
    ...pages(content('LegalPage'), { page: 'legal' }, [
      'terms',
      'license',
      'privacy',
      'cookie-policy',
    ]),
    ...pages(content('BlogPage'), { page: 'blog' }, ['blog', 'blog/:slug']),
    ...pages(content('TokenPage'), { page: 'token', params: { token } }, [':token']),
    ...pages(content('SitemapPage'), { page: 'sitemap', params: { pageIndex, country } }, [
      'sitemap',
      'sitemap/:pageIndex',
      'sitemap/:country/:pageIndex',
    ]),
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
    ...pages(content('ForBusinessPage'), { page: 'for-business' }, [
      'for-business',
      'for-business/:slug',
    ]),
    ...pages(content('PricingPage'), { page: 'pricing' }, ['pricing']),
  ],
  'help-center': pages(content('HelpCenterPage'), { page: 'help-center' }, ['help-center']),
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
    ...pages({ Component: CompanyPage }, { page: 'company' }, ['company/:slug']),
    ...pages(content('CompanyReviewsPage'), { page: 'company' }, ['company/:slug/reviews']),
  ],
  'profile-page': pages(content('ProfilePage'), { page: 'profile', private: true }, [
    'profile/settings',
    'profile/settings/general',
    'profile/settings/notifications',
  ]),
  'online-booking': [
    ...pages(booking, bookingPublic, [
      slug,
      `${slug}/single`,
      `${slug}/services`,
      `${slug}/master`,
      `${slug}/calendar`,
      `${slug}/group`,
      event,
    ]),
    ...pages(booking, bookingHandle, [
      `${slug}/order`,
      `${event}/order`,
      `${event}/cancel`,
      `${event}/review`,
    ]),
  ],
  'online-booking-content': [
    ...pages(booking, bookingPublic, [`${slug}/terms-of-use`, `${slug}/gifts`]),
    ...pages(booking, bookingHandle, [
      `${slug}/order-overview/:orderGuid`,
      `${event}/overview/:orderGuid`,
      'book-now/orders/feedbacks',
      'book-now/order/:orderId',
      'book-now/order/:orderId/cancel',
    ]),
  ],
  'online-booking-blank': pages(booking, bookingHandle, [
    `${slug}/payment/:orderGuid`,
    'book-now/confirmation',
    'book-now/confirmation_event',
  ]),
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
