// The site's addresses, written once: web links with them and api's e-mails point at them.

/** Route prefixes: en and sr-RS everywhere, ru where the deployment serves Russia. */
export const routePrefixes = /** @type {const} */ (['en', 'sr-RS', 'ru']);

/** @typedef {(typeof routePrefixes)[number]} RoutePrefix */
/**
 * @typedef {{ readonly services: readonly string[]; readonly m?: string; readonly d?: string;
 *   readonly t?: string; readonly masterFlow?: boolean; readonly isEditing?: boolean;
 *   readonly anyEmployee?: boolean; readonly individual?: boolean }} BookingSelection
 */

/**
 * The prefixes a deployment offers: Russian only in the ru region.
 * @param {'eu' | 'ru'} region
 * @returns {readonly RoutePrefix[]}
 */
export function prefixesFor(region) {
  return region === 'ru' ? routePrefixes : ['en', 'sr-RS'];
}

/**
 * The prefix whose pages are in `language`, among those a deployment offers (else English).
 * @param {string} language
 * @param {readonly RoutePrefix[]} [offered]
 * @returns {RoutePrefix}
 */
export function prefixOfLanguage(language, offered = routePrefixes) {
  const prefix = language === 'sr' ? 'sr-RS' : language === 'ru' ? 'ru' : 'en';
  return offered.includes(prefix) ? prefix : 'en';
}

/**
 * Prefixes a site path (starting with '/') with the locale: ('en', '/search') → '/en/search'.
 * @param {RoutePrefix} prefix
 * @param {string} path
 */
export function localizedPath(prefix, path) {
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/**
 * Builds `path?query`, leaving out params that are undefined or empty.
 * @param {string} path
 * @param {Record<string, string | undefined>} params
 */
function withQuery(path, params) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * @param {RoutePrefix} prefix
 * @param {{ s?: string; c?: string }} [params]
 */
export function hubSearch(prefix, { s, c } = {}) {
  return withQuery(localizedPath(prefix, '/search'), { s, c });
}

/**
 * @param {RoutePrefix} prefix
 * @param {{ slug: string; c?: string }} params
 */
export function businessPage(prefix, { slug, c }) {
  return withQuery(localizedPath(prefix, `/company/${encodeURIComponent(slug)}`), { c });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} returnTo
 */
export function citiesPage(prefix, returnTo) {
  return withQuery(localizedPath(prefix, '/cities'), { to: returnTo });
}

/** @param {RoutePrefix} prefix */
export function home(prefix) {
  return localizedPath(prefix, '/');
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 */
export function bookNow(prefix, slug) {
  return localizedPath(prefix, `/book-now/${encodeURIComponent(slug)}`);
}

const bookingFlags = /** @type {const} */ ([
  'masterFlow',
  'isEditing',
  'anyEmployee',
  'individual',
]);

/** @param {BookingSelection} selection */
export function bookingSearch(selection) {
  const params = new URLSearchParams();
  for (const service of selection.services) params.append('service', service);
  if (selection.m) params.set('m', selection.m);
  if (selection.d) params.set('d', selection.d);
  if (selection.t) params.set('t', selection.t);
  for (const flag of bookingFlags) if (selection[flag]) params.set(flag, 'true');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} step
 * @param {BookingSelection} [selection]
 */
export function bookingStep(prefix, slug, step, selection = { services: [] }) {
  return `${bookNow(prefix, slug)}/${step}${bookingSearch(selection)}`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} masterId
 */
export function bookWithMaster(prefix, slug, masterId) {
  return bookingStep(prefix, slug, 'master', { services: [], m: masterId, masterFlow: true });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} serviceId
 */
export function bookService(prefix, slug, serviceId) {
  return `${bookNow(prefix, slug)}${bookingSearch({ services: [serviceId] })}`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 */
export function bookingTerms(prefix, slug) {
  return `${bookNow(prefix, slug)}/terms-of-use`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} [eventId]
 */
export function groupEvents(prefix, slug, eventId) {
  const list = `${bookNow(prefix, slug)}/group`;
  return eventId === undefined ? list : `${list}/${encodeURIComponent(eventId)}`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} eventId
 */
export function groupEventOrder(prefix, slug, eventId) {
  return `${groupEvents(prefix, slug, eventId)}/order`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} eventId
 * @param {'cancel' | 'review'} action
 * @param {string} booking
 */
export function eventBookingAction(prefix, slug, eventId, action, booking) {
  return withQuery(`${groupEvents(prefix, slug, eventId)}/${action}`, { booking });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} [code]
 */
export function giftCards(prefix, slug, code) {
  return withQuery(`${bookNow(prefix, slug)}/gifts`, { code });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderConfirmation(prefix, order) {
  return withQuery(localizedPath(prefix, '/book-now/confirmation'), { order });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} booking
 */
export function eventConfirmation(prefix, booking) {
  return withQuery(localizedPath(prefix, '/book-now/confirmation_event'), { booking });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderDetails(prefix, order) {
  return localizedPath(prefix, `/book-now/order/${encodeURIComponent(order)}`);
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderCancel(prefix, order) {
  return `${orderDetails(prefix, order)}/cancel`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderReschedule(prefix, order) {
  return `${orderDetails(prefix, order)}/reschedule`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderMoved(prefix, order) {
  return withQuery(orderDetails(prefix, order), { moved: '1' });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} order
 */
export function orderFeedback(prefix, order) {
  return withQuery(localizedPath(prefix, '/book-now/orders/feedbacks'), { order });
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} order
 */
export function orderPayment(prefix, slug, order) {
  return `${bookNow(prefix, slug)}/payment/${encodeURIComponent(order)}`;
}

/**
 * @param {RoutePrefix} prefix
 * @param {string} slug
 * @param {string} eventId
 * @param {string} booking
 */
export function eventBookingOverview(prefix, slug, eventId, booking) {
  return `${groupEvents(prefix, slug, eventId)}/overview/${encodeURIComponent(booking)}`;
}
