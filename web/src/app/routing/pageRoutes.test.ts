import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leafHandle } from './handle';
import { internalBookingPages, pageRoutes, routeName } from './pageRoutes';

const routes: RouteObject[] = [{ path: ':locale', children: pageRoutes() }];

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const layout = matches.find((match) => match.route.id?.startsWith('layout:'))?.route.id;
  return { name: leafHandle(matches)?.name, layout: layout?.replace('layout:', '') };
}

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
    '/en/book-now/lux-7/order-overview/g1',
    'book-now-slug-order-overview-orderGuid',
    'online-booking-content',
  ],
  ['/en/book-now/lux-7/payment/g1', 'book-now-slug-payment-orderGuid', 'online-booking-blank'],
  ['/en/book-now/lux-7/terms-of-use', 'book-now-slug-terms-of-use', 'online-booking-content'],
  ['/en/book-now/lux-7/gifts', 'book-now-slug-gifts', 'online-booking-content'],
  ['/en/book-now/lux-7/group', 'book-now-slug-group', 'online-booking'],
  ['/en/book-now/lux-7/group/5', 'book-now-slug-group-eventId', 'online-booking'],
  ['/en/book-now/lux-7/group/5/order', 'book-now-slug-group-eventId-order', 'online-booking'],
  ['/en/book-now/lux-7/group/5/cancel', 'book-now-slug-group-eventId-cancel', 'online-booking'],
  ['/en/book-now/lux-7/group/5/review', 'book-now-slug-group-eventId-review', 'online-booking'],
  [
    '/en/book-now/lux-7/group/5/overview/g1',
    'book-now-slug-group-eventId-overview-orderGuid',
    'online-booking-content',
  ],
  ['/en/book-now/confirmation', 'book-now-confirmation', 'online-booking-blank'],
  ['/en/book-now/confirmation_event', 'book-now-confirmation_event', 'online-booking-blank'],
  ['/en/book-now/orders/feedbacks', 'book-now-orders-feedbacks', 'online-booking-content'],
  ['/en/book-now/order/9', 'book-now-order-orderId', 'online-booking-content'],
  ['/en/book-now/order/9/cancel', 'book-now-order-orderId-cancel', 'online-booking-content'],
  ...internalBookingPages.map((page): [string, string, string] => [
    `/en/book-now/_pages/${page}`,
    `book-now-_pages-${page}`,
    'super-drawer-layout',
  ]),
];

describe('the route table (spec §2)', () => {
  it.each(specRoutes)('%s is %s in the %s layout', (path, name, layout) => {
    expect(resolve(path)).toEqual({ name, layout });
  });

  it('sends anything else to the 404 route', () => {
    expect(resolve('/en/no/such/page').name).toBe('not-found');
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
        const locales = join(dirname(fileURLToPath(import.meta.url)), '../../../../locales');
        const file = join(locales, page, language, 'data.json');
        expect(existsSync(file), `${page}/${language}`).toBe(true);
      }
    }
  });
});
