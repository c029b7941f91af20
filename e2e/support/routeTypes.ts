// The route types a crawler meets, as web/src/routing/pageRoutes.tsx declares them below the locale
// prefix (that file builds its tree through Vite's import.meta.glob, so it cannot be imported
// here). A crawl counts, caps and checks pages per type.

const pagePaths = [
  '',
  'search',
  'bt/:type',
  'bt/:type/:article/:city',
  'bt/:type/:article/:city/:area',
  'st/:keyword',
  'st/:keyword/:article/:city',
  'st/:keyword/:article/:city/:area',
  'company/:slug',
  'company/:slug/reviews',
  'blog',
  'blog/:slug',
  'help-center',
  'for-business',
  'for-business/:slug',
  'pricing',
  'promo',
  'terms',
  'license',
  'privacy',
  'cookie-policy',
  'sitemap',
  'sitemap/:page',
  'sitemap/:country/:page',
  'cities',
  'auth',
  'book-now',
  'book-now/confirmation',
  'book-now/confirmation_event',
  'book-now/order/:orderId',
  'book-now/order/:orderId/cancel',
  'book-now/order/:orderId/reschedule',
  'book-now/orders/feedbacks',
  'book-now/:slug',
  'book-now/:slug/single',
  'book-now/:slug/services',
  'book-now/:slug/master',
  'book-now/:slug/calendar',
  'book-now/:slug/order',
  'book-now/:slug/terms-of-use',
  'book-now/:slug/gifts',
  'book-now/:slug/group',
  'book-now/:slug/group/:eventId',
  'book-now/:slug/group/:eventId/order',
  'book-now/:slug/group/:eventId/cancel',
  'book-now/:slug/group/:eventId/review',
  'book-now/:slug/group/:eventId/overview/:orderGuid',
  'book-now/:slug/order-overview/:orderGuid',
  'book-now/:slug/payment/:orderGuid',
  'profile/*',
  ':token',
];

/** Outside the locale prefix: bff's own routes. */
const serverPaths = [
  'choose/locale/:prefix',
  'choose/city/:city',
  'auth/*',
  'sitemap.xml',
  'sitemap/:country/:file',
  'images/*',
];

const locale = '(en|sr-RS|sr-BA|sr-ME|ru)';

const patterns = [
  ...pagePaths.map((path) => ({
    type: `{lang}/${path}`.replace(/\/$/, ''),
    pattern: new URLPattern({ pathname: `/:lang${locale}${path ? `/${path}` : ''}` }),
  })),
  ...serverPaths.map((path) => ({ type: path, pattern: new URLPattern({ pathname: `/${path}` }) })),
];

/** The help center's articles are pages of their own (?article=…), as the sitemap lists them. */
const ownPageParams: Record<string, string> = { '{lang}/help-center': 'article' };

/** `url`'s route type, "{lang}/company/:slug" say; an unknown path is "other:/<its path>". */
export function routeTypeOf(url: URL): string {
  const found = patterns.find(({ pattern }) => pattern.test({ pathname: url.pathname }));
  if (!found) return `other:${url.pathname}`;
  const param = ownPageParams[found.type];
  return param && url.searchParams.has(param) ? `${found.type}?${param}` : found.type;
}

/** The route type together with the names of the query's parameters: one "shape" of URL. */
export function shapeOf(url: URL): string {
  const names = [...new Set(url.searchParams.keys())].sort();
  return names.length ? `${routeTypeOf(url)}?${names.join('&')}` : routeTypeOf(url);
}
