import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isUnindexed, leafHandle } from './handle';
import { internalBookingPages } from './fixedRoutes';
import { pageRoutes, routeName } from './pageRoutes';
import { paramsAreValid } from './validateParams';

const routes: RouteObject[] = [{ path: ':locale', children: pageRoutes('RS') }];

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const layout = matches.find((match) => match.route.id?.startsWith('layout:'))?.route.id;
  return { name: leafHandle(matches)?.name, layout: layout?.replace('layout:', '') };
}

/** Whether the route validation (spec §5) accepts a path's params. */
function validates(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return paramsAreValid(matches.at(-1)?.params ?? {}, leafHandle(matches));
}

const guid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

// spec §2, every route with its name and the layout it renders in.
const specRoutes: Array<[string, string, string]> = [
  ['/en', 'index', 'start-page'],
  ['/en/promo', 'promo', 'default'],
  ['/en/terms', 'terms', 'default'],
  ['/en/license', 'license', 'default'],
  ['/en/pricing', 'pricing', 'business'],
  ['/en/privacy', 'privacy', 'default'],
  ['/en/cookie-policy', 'cookie-policy', 'default'],
  ['/en/help-center', 'help-center', 'help-center'],
  ['/en/for-business', 'for-business', 'business'],
  ['/en/for-business/salons', 'for-business-slug', 'business'],
  ['/en/blog', 'blog', 'default'],
  ['/en/blog/spring', 'blog-slug', 'default'],
  ['/sr-RS/PROMO2025', 'token', 'default'],
  ['/sr-RS/prvi-termin', 'token', 'default'],
  ['/en/search', 'hubSearch', 'marketplace-search'],
  ['/en/bt/salon', 'bt-type', 'marketplace-search'],
  ['/en/bt/salon/manicure/beograd', 'bt-type-article-city', 'marketplace-search'],
  ['/en/bt/salon/manicure/beograd/vracar', 'bt-type-article-city-area', 'marketplace-search'],
  ['/en/st/nails', 'st-keyword', 'marketplace-search'],
  ['/en/st/nails/manicure/beograd', 'st-keyword-article-city', 'marketplace-search'],
  ['/en/st/nails/manicure/beograd/vracar', 'st-keyword-article-city-area', 'marketplace-search'],
  ['/en/sitemap', 'sitemap', 'default'],
  ['/en/sitemap/2', 'sitemap-pageIndex', 'default'],
  ['/en/sitemap/rs/2', 'sitemap-country-pageIndex', 'default'],
  ['/en/auth', 'auth', 'default'],
  ['/en/company/12', 'businessPage', 'partner-business-page'],
  ['/en/company/12/reviews', 'company-slug-reviews', 'partner-business-page'],
  ['/en/profile/settings', 'profile-settings', 'profile-page'],
  ['/en/profile/settings/general', 'profile-settings-general', 'profile-page'],
  ['/en/profile/settings/notifications', 'profile-settings-notifications', 'profile-page'],
  ['/en/book-now/lux-7', 'book-now-slug', 'online-booking'],
  ['/en/book-now/lux-7/single', 'book-now-slug-single', 'online-booking'],
  ['/en/book-now/lux-7/services', 'book-now-slug-services', 'online-booking'],
  ['/en/book-now/lux-7/master', 'book-now-slug-master', 'online-booking'],
  ['/en/book-now/lux-7/calendar', 'book-now-slug-calendar', 'online-booking'],
  ['/en/book-now/lux-7/order', 'book-now-slug-order', 'online-booking'],
  [
    `/en/book-now/lux-7/order-overview/${guid}`,
    'book-now-slug-order-overview-orderGuid',
    'online-booking-content',
  ],
  [`/en/book-now/lux-7/payment/${guid}`, 'book-now-slug-payment-orderGuid', 'online-booking-blank'],
  ['/en/book-now/lux-7/terms-of-use', 'book-now-slug-terms-of-use', 'online-booking-content'],
  ['/en/book-now/lux-7/gifts', 'book-now-slug-gifts', 'online-booking-content'],
  ['/en/book-now/lux-7/group', 'book-now-slug-group', 'online-booking'],
  ['/en/book-now/lux-7/group/5', 'book-now-slug-group-eventId', 'online-booking'],
  ['/en/book-now/lux-7/group/5/order', 'book-now-slug-group-eventId-order', 'online-booking'],
  ['/en/book-now/lux-7/group/5/cancel', 'book-now-slug-group-eventId-cancel', 'online-booking'],
  ['/en/book-now/lux-7/group/5/review', 'book-now-slug-group-eventId-review', 'online-booking'],
  [
    `/en/book-now/lux-7/group/5/overview/${guid}`,
    'book-now-slug-group-eventId-overview-orderGuid',
    'online-booking-content',
  ],
  ['/en/book-now/confirmation', 'book-now-confirmation', 'default'],
  ['/en/book-now/confirmation_event', 'book-now-confirmation_event', 'default'],
  ['/en/book-now/orders/feedbacks', 'book-now-orders-feedbacks', 'online-booking-content'],
  ['/en/book-now/order/9', 'book-now-order-orderId', 'online-booking-content'],
  ['/en/book-now/order/9/cancel', 'book-now-order-orderId-cancel', 'online-booking-content'],
];

describe('the route table (spec §2)', () => {
  it.each(specRoutes)('%s is %s in the %s layout', (path, name, layout) => {
    expect(resolve(path)).toEqual({ name, layout });
  });

  it('sends anything else to the 404 route', () => {
    expect(resolve('/en/no/such/page').name).toBe('not-found');
  });

  it.each(internalBookingPages)(
    'answers 404 for the internal booking frame route /book-now/_pages/%s',
    async (page) => {
      const matches = matchRoutes(routes, `/en/book-now/_pages/${page}`) ?? [];
      const route = matches.at(-1)!.route;
      expect(route.id).toBe(`book-now-_pages-${page}`);
      expect(resolve(`/en/book-now/_pages/${page}`)).toEqual({ name: 'not-found' });
      const request = new Request(`http://localhost/en/book-now/_pages/${page}`);
      const thrown = await Promise.resolve()
        .then(() => (route.loader as (args: unknown) => unknown)({ request, params: {} }))
        .catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 404 } });
    },
  );

  it('sends /book-now, the public online booking URL, to the search', async () => {
    const matches = matchRoutes(routes, '/sr-RS/book-now') ?? [];
    const route = matches.at(-1)!.route;
    expect(route.id).toBe('book-now');
    const response = (await (route.loader as (args: unknown) => unknown)({
      request: new Request('http://localhost/sr-RS/book-now'),
      params: { locale: 'sr-RS' },
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sr-RS/search');
  });

  it('names routes after their paths unless the spec names them', () => {
    expect(routeName('book-now/:slug/services')).toBe('book-now-slug-services');
    expect(routeName('search')).toBe('hubSearch');
    expect(routeName('company/:slug')).toBe('businessPage');
  });

  it('has translations for every page name', () => {
    const pages = new Set<string>();
    const collect = (list: RouteObject[]) =>
      list.forEach((route) => {
        const page = (route.handle as { page?: string } | undefined)?.page;
        if (page) pages.add(page);
        if (route.children) collect(route.children);
      });
    collect(routes);
    for (const page of pages) {
      for (const language of ['en', 'sr', 'ru']) {
        const locales = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');
        const file = join(locales, page, language, 'data.json');
        expect(existsSync(file), `${page}/${language}`).toBe(true);
      }
    }
  });
});

// spec §5: what each route's params must be; a failed rule is a 404 before anything else runs.
describe('the route params (spec §5)', () => {
  it.each([
    '/en/book-now/joga-studio-prana-7/group/2147483647',
    '/en/book-now/salon-lotus-vracar-1/calendar',
    '/en/book-now/12',
    '/en/company/salon-lotus-vracar-1',
    `/en/book-now/order/${guid}`,
    '/en/sitemap/rs/2',
    '/en/sitemap/3',
    '/en/blog/spring-hair',
  ])('accepts %s', (path) => {
    expect(validates(path)).toBe(true);
  });

  it.each([
    // Ids are bounded before any upstream call: the booking API's ids are 32-bit integers.
    '/en/book-now/joga-studio-prana-7/group/2147483648',
    '/en/book-now/joga-studio-prana-7/group/0',
    '/en/book-now/joga-studio-prana-7/group/007',
    '/en/book-now/salon-lotus-vracar-99999999999/calendar',
    '/en/book-now/salon-lotus/calendar',
    // A slug that is not a plain segment (a decoded "/").
    '/en/company/a%2Fb-1',
    // Orders are named by guid.
    '/en/book-now/order/abc',
    '/en/book-now/salon-lotus-vracar-1/payment/123',
    // Sitemaps are per project country (RS here), as bff's XML ones.
    '/en/sitemap/me/1',
    '/en/sitemap/RS/1',
    '/en/sitemap/0',
    '/en/sitemap/99999999999',
  ])('refuses %s', (path) => {
    expect(validates(path)).toBe(false);
  });
});

// Issue 45: a crawler followed a booking calendar's "Next week" to the year 9999. Every step of a
// booking, checkout, order and account page tells search engines to leave it out; the pages
// people search for (venues, events and their lists) stay in.
describe('pages kept out of search results', () => {
  const unindexed = (path: string) => isUnindexed(leafHandle(matchRoutes(routes, path) ?? []));
  const branch = 'book-now/salon-lotus-vracar-1';

  it.each([
    `/en/${branch}`,
    `/en/${branch}/single`,
    `/en/${branch}/services`,
    `/en/${branch}/master`,
    `/en/${branch}/calendar`,
    `/en/${branch}/order`,
    `/en/${branch}/gifts`,
    `/en/${branch}/group/7/order`,
    `/en/${branch}/payment/${guid}`,
    `/en/book-now/order/${guid}`,
    `/en/book-now/order/${guid}/reschedule`,
    '/en/profile/settings',
    '/en/profile/bookings',
    '/en/auth',
  ])('%s is not indexed', (path) => {
    expect(unindexed(path)).toBe(true);
  });

  it.each([
    '/en',
    '/en/search',
    '/en/company/salon-lotus-vracar-1',
    `/en/${branch}/group`,
    `/en/${branch}/group/7`,
    '/en/blog',
    '/en/help-center',
  ])('%s is indexed', (path) => {
    expect(unindexed(path)).toBe(false);
  });
});
