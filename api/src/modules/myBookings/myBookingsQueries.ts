// One list of a customer's bookings in the project country: orders and event bookings together,
// by the time they take place, a page at a time (two queries for the ids, then one batch per kind).
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '../../db/schema/geo.js';
import { orders } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import { rowsOf, type Queryable } from '../../kernel/transactions.js';
import { eventBookingViews } from '../events/eventBookingViews.js';
import { viewsOf } from '../orders/orderViews.js';
import type { BookingPeriod, MyBooking, MyBookingsPage } from './myBookingsSchemas.js';

export interface BookingCustomer {
  readonly customerId: number;
  readonly country: CountryCode;
}

/** What belongs to each period, and in which order a customer reads it. */
function period(when: BookingPeriod, now: Date): { where: SQL; order: SQL } {
  switch (when) {
    case 'upcoming':
      return {
        where: sql`status in ('pending', 'confirmed') and ends_at > ${now.toISOString()}::timestamptz`,
        order: sql`starts_at asc, kind asc, id asc`,
      };
    case 'past':
      return {
        where: sql`status <> 'cancelled' and (ends_at <= ${now.toISOString()}::timestamptz or status in ('completed', 'no_show'))`,
        order: sql`starts_at desc, kind asc, id desc`,
      };
    case 'cancelled':
      return { where: sql`status = 'cancelled'`, order: sql`starts_at desc, kind asc, id desc` };
  }
}

/** The customer's orders and event bookings at branches of the country, as one relation. */
const bookingsOf = ({ customerId, country }: BookingCustomer) => sql`
  select 'order' as kind, o.id, o.status::text as status, o.starts_at, o.ends_at
    from orders o
    join branches b on b.id = o.branch_id
    join cities c on c.id = b.city_id
   where o.customer_id = ${customerId} and c.country_code = ${country}
  union all
  select 'eventBooking' as kind, eb.id, eb.status::text, e.starts_at,
         e.starts_at + make_interval(mins => e.duration_minutes)
    from event_bookings eb
    join group_events e on e.id = eb.event_id
    join branches b on b.id = e.branch_id
    join cities c on c.id = b.city_id
   where eb.customer_id = ${customerId} and c.country_code = ${country}`;

export async function myBookingsPage(
  db: Queryable,
  customer: BookingCustomer,
  options: { when: BookingPeriod; page: number; pageSize: number },
  language: Language,
  now: Date,
): Promise<MyBookingsPage> {
  const { where, order } = period(options.when, now);
  const mine = bookingsOf(customer);
  const [counted] = await rowsOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from (${mine}) mine where ${where}`,
  );
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / options.pageSize);
  const listed = await rowsOf<{ kind: MyBooking['kind']; id: number }>(
    db,
    sql`select kind, id from (${mine}) mine where ${where} order by ${order}
        limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  );
  const ids = (kind: MyBooking['kind']) =>
    listed.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const orderRows = ids('order').length
    ? await db
        .select()
        .from(orders)
        .where(inArray(orders.id, ids('order')))
    : [];
  const orderViews = await viewsOf(db, orderRows, language, now);
  const orderOf = new Map(orderRows.map((row, index) => [row.id, orderViews[index]!]));
  const eventOf = await eventBookingViews(db, ids('eventBooking'), language, now);
  const items = listed.map(({ kind, id }): MyBooking =>
    kind === 'order'
      ? { kind, order: orderOf.get(Number(id))! }
      : { kind, eventBooking: eventOf.get(Number(id))! },
  );
  return { items, page: options.page, pageCount, total };
}
