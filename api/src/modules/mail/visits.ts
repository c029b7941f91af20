// A booked visit as its e-mails and its calendar file tell it: an order of services or places on
// a group event, read as the booking stands now.
import {
  eventBookingOverview,
  orderDetails,
  prefixesFor,
  prefixOfLanguage,
  type RoutePrefix,
} from '@termin/site-paths';
import { eq } from 'drizzle-orm';
import type { CountryCode } from '../../db/schema/geo.js';
import {
  branches,
  cities,
  countries,
  groupEvents,
  type eventBookings,
  type orders,
} from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable } from '../../kernel/transactions.js';
import { fullAddress } from '../branches/branchText.js';
import { eventBookingViews } from '../events/eventBookingViews.js';
import { viewsOf } from '../orders/orderViews.js';

/** The site's locale prefix of a message's links. */
export type SitePrefix = RoutePrefix;

/** The prefix of a message's links: the booking's language where its country's site offers it. */
export function sitePrefix(language: Language, country: CountryCode): SitePrefix {
  return prefixOfLanguage(language, prefixesFor(country === 'RU' ? 'ru' : 'eu'));
}

/** A booked visit (an order of services or places on a group event), as its messages tell it. */
export interface VisitPayload {
  /** The locale of the links (the booking's language, where the site offers it). */
  prefix: SitePrefix;
  /** Where its page is: /book-now/order/{guid}, or the event booking's overview. */
  page: { order: string } | { eventBooking: string; eventId: number; slug: string };
  /** Whom the message greets (the booking's contact name). */
  name: string;
  /**
   * What is booked: services with their masters and times (one after another, each master's own),
   * or the event (with `seats`). Messages written before times were added have none.
   */
  items: { name: string; master?: string; startsAt?: string; endsAt?: string }[];
  /** Places booked on a group event. */
  seats?: number;
  /** The calendar entry's title. */
  title: string;
  /** Its address: street, city and country (written before issue 42's item 23: the street). */
  venue: { name: string; address: string; timeZone: string };
  startsAt: string;
  endsAt: string;
  total: number;
  amountDue: number;
  /** What gift cards paid: given back onto them when the visit is cancelled. */
  giftCardAmount?: number;
  /** What the customer paid the venue (IPS): the venue returns it when the visit is cancelled. */
  amountPaid?: number;
  currency: string;
  cancellableUntil: string;
  /** A moved visit: when it was before. */
  previousStartsAt?: string;
  /** Cancelled: its calendar entry is withdrawn. */
  cancelled?: boolean;
  /** What the customer wrote for the venue when booking, if anything. */
  comment?: string;
  /**
   * The booking's last change in whole seconds: its calendar entry's SEQUENCE, the same in the
   * e-mail and on the site, rising with every move (absent from messages written before it).
   */
  revision?: number;
}

/** A visit as its messages tell it, and the country of its venue (whose site shows it). */
export interface Visit {
  payload: VisitPayload;
  country: CountryCode;
}

/** The country of a branch: which locales its site offers. */
export async function countryOf(db: Queryable, branchId: number): Promise<CountryCode> {
  const [row] = await db
    .select({ country: cities.countryCode })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(eq(branches.id, branchId));
  return row!.country;
}

/** An order as a visit. */
export async function orderVisit(db: Queryable, row: typeof orders.$inferSelect): Promise<Visit> {
  const [view] = await viewsOf(db, [row], row.language, new Date());
  const order = view!;
  const country = await countryOf(db, row.branchId);
  const payload: VisitPayload = {
    prefix: sitePrefix(row.language, country),
    page: { order: order.guid },
    name: order.contact.name,
    items: order.items.map((item) => ({
      name: item.serviceName,
      master: item.masterName,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
    })),
    title: `${order.items.map((item) => item.serviceName).join(', ')} · ${order.branch.name}`,
    venue: {
      name: order.branch.name,
      address: order.branch.fullAddress,
      timeZone: order.branch.timeZone,
    },
    startsAt: order.startsAt,
    endsAt: order.endsAt,
    total: order.total,
    amountDue: order.amountDue,
    giftCardAmount: order.giftCardAmount,
    currency: order.currency,
    cancellableUntil: order.cancellableUntil,
    cancelled: row.status === 'cancelled',
    revision: row.revision,
    ...(order.comment ? { comment: order.comment } : {}),
    ...(order.amountPaid > 0 ? { amountPaid: order.amountPaid } : {}),
  };
  return { payload, country };
}

/** Places booked on a group event as a visit. */
export async function eventBookingVisit(
  db: Queryable,
  booking: typeof eventBookings.$inferSelect,
): Promise<Visit> {
  const [branch] = await db
    .select({
      id: branches.id,
      slug: branches.slug,
      name: branches.name,
      address: branches.address,
      timeZone: branches.timeZone,
      place: { city: cities.name, country: countries.name },
    })
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .where(eq(groupEvents.id, booking.eventId));
  const views = await eventBookingViews(db, [booking.id], booking.language, new Date());
  const view = views.get(booking.id)!;
  const country = await countryOf(db, branch!.id);
  const payload: VisitPayload = {
    prefix: sitePrefix(booking.language, country),
    page: { eventBooking: view.guid, eventId: view.eventId, slug: branch!.slug },
    name: view.contact.name,
    items: [{ name: view.title }],
    seats: view.seats,
    title: `${view.title} · ${branch!.name}`,
    venue: {
      name: branch!.name,
      address: fullAddress(branch!.address, branch!.place, booking.language),
      timeZone: branch!.timeZone,
    },
    startsAt: view.startsAt,
    endsAt: new Date(Date.parse(view.startsAt) + view.durationMinutes * 60_000).toISOString(),
    total: view.total,
    amountDue: view.amountDue,
    giftCardAmount: booking.giftCardAmount,
    currency: view.currency,
    cancellableUntil: view.cancellableUntil,
    cancelled: booking.status === 'cancelled',
    revision: booking.revision,
    ...(view.comment ? { comment: view.comment } : {}),
  };
  return { payload, country };
}

/** The booking's page on the site, in its locale. */
export function visitUrl(siteUrl: string, visit: Pick<VisitPayload, 'prefix' | 'page'>): string {
  const page = visit.page;
  const path =
    'order' in page
      ? orderDetails(visit.prefix, page.order)
      : eventBookingOverview(visit.prefix, page.slug, String(page.eventId), page.eventBooking);
  return new URL(path, siteUrl).href;
}
