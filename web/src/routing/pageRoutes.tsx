import type { RouteObject } from 'react-router';
import type * as ContentLayoutModules from '../layouts/contentLayouts';
import type * as BookingPageModules from '../pages/bookingPages';
import {
  MarketplaceSearchLayout,
  PartnerBusinessPageLayout,
  StartPageLayout,
} from '../layouts/layouts';
import { bookNowRoute, internalBookingRoutes, unmatchedRoute } from './fixedRoutes';
import type { LayoutName, RouteHandle } from './handle';
import { lazyRoute } from './lazyRoute';
import { isBranchSlug, isGuid, isUrlId } from './urlValues';

/** spec §2 "{token}": promo tokens are letters and digits, in hyphenated words (prvi-termin). */
const token = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
const pageIndex = isUrlId;

type RouteExports = Pick<RouteObject, 'Component' | 'loader' | 'action'>;
/** React Router's object form of `lazy`: each route property loads on its own. */
type LazyProperties = Exclude<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/** A route whose modules load on demand, and their paths under web/. */
interface LazyModule {
  /** Their keys in Vite's build manifest (src/…): the server links their styles and chunks. */
  modules: string[];
  lazy: LazyProperties;
}

/**
 * The modules routes load on demand, found by glob rather than imported one by one so that each
 * is known by its path too: the server render links the styles and preloads the chunks of the
 * page it renders (web/src/entry.server.tsx), so the page is styled at first paint and hydrates
 * without waiting for another round trip. A page's loader and action live in its data module
 * beside it (XPage.data.ts), so that the page module exports components only and Vite's React
 * plugin can Fast Refresh it.
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '../pages/*/*Page.tsx',
  '../pages/*/*Page.data.ts',
  '../pages/booking/flow/*Page.tsx',
  '../pages/booking/flow/*Page.data.ts',
  '../pages/bookingPages.ts',
  '../layouts/contentLayouts.ts',
  '!../pages/error/*',
]);

/** The export `name` of the module at `path` under src/, loaded on first need. */
function lazyExport<T>(path: string, name: string): () => Promise<T> {
  const load = routeModules[`../${path}`];
  if (!load) throw new Error(`No route module src/${path}`);
  return () => load().then((exports) => exports[name] as T);
}

/** A page: Component from its page module, loader and action from its data module if it has one. */
function pageModule(path: string): LazyModule {
  const page = `pages/${path}.tsx`;
  const data = `pages/${path}.data.ts`;
  const lazy: LazyProperties = { Component: lazyExport(page, 'Component') };
  if (!routeModules[`../${data}`]) return { modules: [`src/${page}`], lazy };
  return {
    modules: [`src/${page}`, `src/${data}`],
    lazy: {
      ...lazy,
      loader: lazyExport<RouteExports['loader']>(data, 'loader'),
      action: lazyExport<RouteExports['action']>(data, 'action'),
    },
  };
}

/** A layout exported by name from the module at `path` under src/. */
function layoutModule(path: string, name: string): LazyModule {
  return { modules: [`src/${path}`], lazy: { Component: lazyExport(path, name) } };
}

/** React Router's lazy properties, each with the chunk-reload recovery of lazyRoute. */
function recovering(lazy: LazyProperties): LazyProperties {
  return Object.fromEntries(
    Object.entries(lazy).map(([key, load]) => [key, load && lazyRoute(load)]),
  ) as LazyProperties;
}

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

/**
 * A page that sends mutations, inside Apollo's provider: both load with the page, so pages
 * without mutations never load Apollo's React bindings (app/data/ApolloBoundary.tsx).
 */
function withApolloBoundary(view: LazyModule): LazyModule {
  const loadPage = view.lazy.Component;
  if (!loadPage) return view;
  const Component = async () => {
    const [Page, { ApolloBoundary }] = await Promise.all([
      loadPage(),
      import('../app/data/ApolloBoundary'),
    ]);
    if (!Page) return Page;
    return () => (
      <ApolloBoundary>
        <Page />
      </ApolloBoundary>
    );
  };
  return { ...view, lazy: { ...view.lazy, Component } };
}

/** The page routes at `paths`, sharing one module and translation page. */
function pages(
  view: LazyModule,
  handle: Omit<RouteHandle, 'name'>,
  paths: string[],
): RouteObject[] {
  const { modules, lazy } = handle.apollo ? withApolloBoundary(view) : view;
  return paths.map((path) => {
    const name = routeName(path);
    const route = {
      id: name,
      handle: { ...handle, name, modules },
      lazy: recovering(lazy),
    };
    return path === '' ? { ...route, index: true } : { ...route, path };
  });
}

/** A layout of the booking chunk (pages/bookingPages.ts). */
const bookingPage = (name: keyof typeof BookingPageModules): LazyModule =>
  layoutModule('pages/bookingPages.ts', name);

/** A step of the booking flow: each its own chunk, so a step loads only its code. */
const flowPage = (name: string): LazyModule => pageModule(`booking/flow/${name}`);

/** A profile page. */
const profilePage = (name: string): LazyModule => pageModule(`profile/${name}`);
const profileHandle = { page: 'profile', private: true };

const search = pageModule('search/SearchPage');
/** Branch pages: the slug's last piece is the branch id (spec §3). */
const branchParams = { slug: isBranchSlug };
const bookingHandle = { page: 'booking', private: true, params: branchParams };
/** The booking steps: anyone may open them, no search engine lists them. */
const bookingPublic = { page: 'booking', live: true, noindex: true, params: branchParams };
const slug = 'book-now/:slug';
const event = `${slug}/group/:eventId`;
/** After a booking (pages/booking-events, orders, payment, gifts): their own translation pages. */
const eventsPage = {
  page: 'events',
  live: true,
  params: { ...branchParams, eventId: isUrlId, orderGuid: isGuid },
};
const eventsPrivate = { ...eventsPage, private: true };
/** Orders are named by their guid (/book-now/order/{orderId} too). */
const ordersPage = {
  page: 'orders',
  private: true,
  params: { ...eventsPage.params, orderId: isGuid },
};
/** Pages whose forms send mutations (book, cancel, review, pay). */
const eventsMutating = { ...eventsPrivate, apollo: true };
const ordersMutating = { ...ordersPage, apollo: true };

/**
 * The pages of spec §2 under their layouts (route name = route id). `country` is the project
 * country's sitemap segment (rs): sitemaps are per project country, so /sitemap/{country}/… of any
 * other country is a 404, as bff's XML sitemap is (bff/src/http/sitemapRoutes.ts).
 */
const pagesByLayout = (country: string): Record<Exclude<LayoutName, 'error'>, RouteObject[]> => ({
  'start-page': pages(pageModule('start/StartPage'), { page: 'start' }, ['']),
  default: [
    ...pages(pageModule('promo/PromoPage'), { page: 'promo' }, ['promo']),
    ...pages(pageModule('legal/LegalPage'), { page: 'legal' }, [
      'terms',
      'license',
      'privacy',
      'cookie-policy',
    ]),
    ...pages(pageModule('blog/BlogListPage'), { page: 'blog', indexParams: ['page', 'tag'] }, [
      'blog',
    ]),
    ...pages(pageModule('blog/BlogPostPage'), { page: 'blog' }, ['blog/:slug']),
    ...pages(
      pageModule('token/TokenPage'),
      { page: 'token', params: { token }, languages: ['sr'] },
      [':token'],
    ),
    ...pages(
      pageModule('sitemap/SitemapPage'),
      { page: 'sitemap', params: { pageIndex, country: (value) => value === country } },
      ['sitemap', 'sitemap/:pageIndex', 'sitemap/:country/:pageIndex'],
    ),
    ...pages(pageModule('auth/AuthPage'), { page: 'auth', private: true }, ['auth']),
    ...pages(pageModule('cities/CitiesPage'), { page: 'cities', private: true }, ['cities']),
    // A booking's confirmation ends the flow: the site's own header again (the account, My
    // bookings), not the flow's slim one.
    ...pages(flowPage('ConfirmationPage'), bookingHandle, ['book-now/confirmation']),
    ...pages(pageModule('booking-events/ConfirmationEventPage'), eventsPrivate, [
      'book-now/confirmation_event',
    ]),
  ],
  business: [
    ...pages(pageModule('for-business/ForBusinessPage'), { page: 'for-business' }, [
      'for-business',
    ]),
    ...pages(pageModule('for-business/ForBusinessTopicPage'), { page: 'for-business' }, [
      'for-business/:slug',
    ]),
    ...pages(pageModule('pricing/PricingPage'), { page: 'pricing' }, ['pricing']),
  ],
  'help-center': pages(
    pageModule('help-center/HelpCenterPage'),
    { page: 'help-center', indexParams: ['article'] },
    ['help-center'],
  ),
  'marketplace-search': [
    ...pages(search, { page: 'search', indexParams: ['s', 'c', 'page'] }, [
      'search',
      'bt/:type',
      'st/:keyword',
    ]),
    // Their path names the city, so a ?c= beside it makes no other page (issue 45: the canonical
    // drops it, as a company page's does).
    ...pages(search, { page: 'search', indexParams: ['s', 'page'] }, [
      'bt/:type/:article/:city',
      'bt/:type/:article/:city/:area',
      'st/:keyword/:article/:city',
      'st/:keyword/:article/:city/:area',
    ]),
  ],
  'partner-business-page': [
    ...pages(pageModule('company/CompanyPage'), { page: 'company', params: branchParams }, [
      'company/:slug',
    ]),
    ...pages(
      pageModule('company/CompanyReviewsPage'),
      { page: 'company', indexParams: ['page'], params: branchParams },
      ['company/:slug/reviews'],
    ),
  ],
  'profile-page': [
    ...pages(profilePage('ProfileSettingsPage'), profileHandle, ['profile/settings']),
    ...pages(profilePage('MyBookingsPage'), profileHandle, ['profile/bookings']),
    ...pages(profilePage('MyGiftCardsPage'), profileHandle, ['profile/bookings/gift-cards']),
    ...pages(profilePage('MyFavoritesPage'), profileHandle, ['profile/favorites']),
    ...pages(profilePage('ProfileGeneralPage'), profileHandle, ['profile/settings/general']),
    ...pages(profilePage('ProfileNotificationsPage'), profileHandle, [
      'profile/settings/notifications',
    ]),
  ],
  'online-booking': [
    ...pages(flowPage('EntryPage'), bookingPublic, [slug]),
    ...pages(flowPage('SinglePage'), bookingPublic, [`${slug}/single`]),
    ...pages(flowPage('ServicesPage'), bookingPublic, [`${slug}/services`]),
    ...pages(flowPage('MastersPage'), bookingPublic, [`${slug}/master`]),
    ...pages(flowPage('CalendarPage'), bookingPublic, [`${slug}/calendar`]),
    ...pages(pageModule('booking-events/GroupPage'), eventsPage, [`${slug}/group`]),
    ...pages(pageModule('booking-events/EventPage'), eventsPage, [event]),
    ...pages(flowPage('OrderPage'), bookingHandle, [`${slug}/order`]),
    ...pages(pageModule('booking-events/EventOrderPage'), eventsMutating, [`${event}/order`]),
    ...pages(pageModule('booking-events/EventCancelPage'), ordersMutating, [`${event}/cancel`]),
    ...pages(pageModule('booking-events/EventReviewPage'), ordersMutating, [`${event}/review`]),
  ],
  'online-booking-content': [
    ...pages(pageModule('orders/BookingTermsPage'), { page: 'orders', params: branchParams }, [
      `${slug}/terms-of-use`,
    ]),
    ...pages(
      pageModule('gifts/GiftsPage'),
      { page: 'payment', apollo: true, noindex: true, params: branchParams },
      [`${slug}/gifts`],
    ),
    ...pages(pageModule('orders/OrderDetailsPage'), ordersPage, [
      `${slug}/order-overview/:orderGuid`,
      'book-now/order/:orderId',
    ]),
    ...pages(pageModule('booking-events/EventOverviewPage'), ordersPage, [
      `${event}/overview/:orderGuid`,
    ]),
    ...pages(pageModule('orders/FeedbacksPage'), ordersMutating, ['book-now/orders/feedbacks']),
    ...pages(pageModule('orders/OrderCancelPage'), ordersMutating, [
      'book-now/order/:orderId/cancel',
    ]),
    ...pages(pageModule('orders/OrderReschedulePage'), ordersMutating, [
      'book-now/order/:orderId/reschedule',
    ]),
  ],
  'online-booking-blank': [
    ...pages(
      pageModule('payment/PaymentPage'),
      { page: 'payment', private: true, apollo: true, params: ordersPage.params },
      [`${slug}/payment/:orderGuid`],
    ),
  ],
});

const eagerLayouts: Partial<Record<LayoutName, RouteObject['Component']>> = {
  'start-page': StartPageLayout,
  'marketplace-search': MarketplaceSearchLayout,
  'partner-business-page': PartnerBusinessPageLayout,
};

const layout = (name: keyof typeof ContentLayoutModules): LazyModule =>
  layoutModule('layouts/contentLayouts.ts', name);

const lazyLayouts: Partial<Record<LayoutName, LazyModule>> = {
  default: layout('DefaultLayout'),
  business: layout('BusinessLayout'),
  'help-center': layout('HelpCenterLayout'),
  'profile-page': layout('ProfilePageLayout'),
  'online-booking': bookingPage('OnlineBookingLayout'),
  'online-booking-content': bookingPage('OnlineBookingContentLayout'),
  'online-booking-blank': bookingPage('OnlineBookingBlankLayout'),
};

/**
 * Every route of spec §2 below the locale prefix, each group under the layout it uses. Every page
 * loads on demand, so a page's first load carries only its own code; the layouts of the start,
 * search and company pages are small and in the first bundle.
 */
export function pageRoutes(projectCountry: string): RouteObject[] {
  const layouts = Object.entries(pagesByLayout(projectCountry.toLowerCase())).map(
    ([layout, children]): RouteObject => {
      const name = layout as LayoutName;
      const Component = eagerLayouts[name];
      const lazy = lazyLayouts[name]!;
      return Component
        ? { id: `layout:${name}`, Component, children }
        : {
            id: `layout:${name}`,
            handle: { modules: lazy.modules },
            lazy: recovering(lazy.lazy),
            children,
          };
    },
  );
  return [...layouts, bookNowRoute, ...internalBookingRoutes, unmatchedRoute];
}
