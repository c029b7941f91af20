// Reads what the slot computation needs: a branch's calendar and, for the chosen services, the
// masters who perform them with their schedules, durations, prices and busy time.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { preparedStatement } from '../../db/preparedStatement.js';
import type { Queryable } from '../../kernel/transactions.js';
import type { LocalDate } from '@termin/zoned-time';
import type { CountryCode } from '../../db/schema/geo.js';
import {
  branchClosures,
  branches,
  cities,
  branchOpeningHours,
  groupEvents,
  masterBreaks,
  masterDaysOff,
  masters,
  masterServices,
  masterWorkingHours,
  orderItems,
  services,
} from '../../db/schema/index.js';
import type { ChainStep } from './chain.js';
import type {
  BranchCalendar,
  DaySpan,
  InstantSpan,
  MasterCalendar,
  MasterSchedule,
  MinuteSpan,
} from './slots.js';

export type BranchRow = typeof branches.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export interface MasterOffer {
  readonly id: number;
  readonly name: string;
  /** Per chosen service this master performs: their duration and price. */
  readonly services: ReadonlyMap<number, { durationMinutes: number; price: number }>;
  readonly calendar: MasterSchedule;
}

export interface BookingContext {
  readonly branch: BranchRow;
  readonly calendar: BranchCalendar;
  /** The chosen services in the requested order. */
  readonly services: readonly ServiceRow[];
  /** Active masters performing at least one chosen service, in team order. */
  readonly masters: readonly MasterOffer[];
}

function weekly<T extends { weekday: number }>(
  rows: readonly T[],
  span: (row: T) => MinuteSpan,
): Map<number, MinuteSpan[]> {
  const map = new Map<number, MinuteSpan[]>();
  for (const row of rows) {
    const list = map.get(row.weekday) ?? [];
    list.push(span(row));
    map.set(row.weekday, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.start - b.start);
  return map;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return map;
}

/** A branch of the project country (spec §7: every answer is scoped to the caller's country). */
export async function findBranch(
  db: Queryable,
  country: CountryCode,
  branchId: number,
): Promise<BranchRow | undefined> {
  const [row] = await db
    .select({ branch: branches })
    .from(branches)
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(eq(branches.id, branchId), eq(cities.countryCode, country)));
  return row?.branch;
}

/**
 * The booking context of a branch for the given services, with busy time of its masters between
 * the two instants. Services that are unknown, inactive or of another branch are left out (the
 * caller compares counts).
 */
export async function loadBookingContext(
  db: Queryable,
  branch: BranchRow,
  serviceIds: readonly number[],
  busyFrom: Date,
  busyTo: Date,
  /** An order whose own time does not count as busy (the times it could move to). */
  exceptOrderId?: number,
): Promise<BookingContext> {
  const serviceRows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.branchId, branch.id),
        eq(services.isActive, true),
        inArray(services.id, [...serviceIds]),
      ),
    );
  const byId = new Map(serviceRows.map((s) => [s.id, s]));
  const chosen = serviceIds.map((id) => byId.get(id)).filter((s) => s !== undefined);

  const [row] = await calendarStatement.rows(db, {
    branchId: branch.id,
    serviceIds: `{${chosen.map((service) => service.id).join(',')}}`,
    from: busyFrom.toISOString(),
    to: busyTo.toISOString(),
    exceptOrderId: exceptOrderId ?? null,
  });
  const { opening, closures, offers, hours, breaks, daysOff, busy } = row!.calendar;
  const masterIds = [...new Set(offers.map((o) => o.masterId))];

  const calendar: BranchCalendar = {
    timeZone: branch.timeZone,
    slotStepMinutes: branch.slotStepMinutes,
    minNoticeMinutes: branch.minNoticeMinutes,
    bookingHorizonDays: branch.bookingHorizonDays,
    openingHours: weekly(opening, (r) => ({ start: r.opensAt, end: r.closesAt })),
    closures: closures.map((c): DaySpan => ({ startsOn: c.startsOn, endsOn: c.endsOn })),
  };
  if (masterIds.length === 0) return { branch, calendar, services: chosen, masters: [] };

  const hoursOf = groupBy(hours, (r) => r.masterId);
  const breaksOf = groupBy(breaks, (r) => r.masterId);
  const daysOffOf = groupBy(daysOff, (r) => r.masterId);
  const busyOf = new Map<number, InstantSpan[]>();
  for (const span of busy) {
    const list = busyOf.get(span.masterId) ?? [];
    list.push({ start: Number(span.start), end: Number(span.end) });
    busyOf.set(span.masterId, list);
  }

  const offersOf = groupBy(offers, (o) => o.masterId);
  const masterOffers = masterIds.map((id): MasterOffer => {
    const rows = offersOf.get(id)!;
    return {
      id,
      name: rows[0]!.name,
      services: new Map(
        rows.map((r) => {
          const service = byId.get(r.serviceId)!;
          return [
            r.serviceId,
            {
              durationMinutes: r.durationMinutes ?? service.durationMinutes,
              price: r.price ?? service.price,
            },
          ];
        }),
      ),
      calendar: {
        masterId: id,
        workingHours: weekly(hoursOf.get(id) ?? [], (r) => ({ start: r.startsAt, end: r.endsAt })),
        breaks: weekly(breaksOf.get(id) ?? [], (r) => ({ start: r.startsAt, end: r.endsAt })),
        daysOff: (daysOffOf.get(id) ?? []).map((r) => ({ startsOn: r.startsOn, endsOn: r.endsOn })),
        busy: (busyOf.get(id) ?? []).sort((a, b) => a.start - b.start),
      },
    };
  });
  return { branch, calendar, services: chosen, masters: masterOffers };
}

interface CalendarRows {
  opening: { weekday: number; opensAt: number; closesAt: number }[];
  closures: { startsOn: LocalDate; endsOn: LocalDate }[];
  /** One row per master and chosen service they perform, in team order. */
  offers: {
    masterId: number;
    name: string;
    serviceId: number;
    durationMinutes: number | null;
    price: number | null;
  }[];
  hours: { masterId: number; weekday: number; startsAt: number; endsAt: number }[];
  breaks: { masterId: number; weekday: number; startsAt: number; endsAt: number }[];
  daysOff: { masterId: number; startsOn: LocalDate; endsOn: LocalDate }[];
  /** Active order items and scheduled classes meeting [busyFrom, busyTo), in epoch ms. */
  busy: { masterId: number; start: number | string; end: number | string }[];
}

interface CalendarValues extends Record<string, unknown> {
  branchId: number;
  /** The chosen services' ids as an int[] literal, `{120,121}`. */
  serviceIds: string;
  from: string;
  to: string;
  exceptOrderId: number | null;
}

/**
 * The branch's opening hours and closures, the masters performing the chosen services and their
 * shifts, breaks, days off and busy time, in one round trip as one JSON value and one prepared
 * statement: these were seven queries one after another, and on PGlite a query's fixed cost and
 * its planning are most of its price (the booking calendar asks for all of it on every visit to
 * the date step). In an order's transaction it runs there as a plain query, reading that
 * transaction's view.
 */
const calendarStatement = preparedStatement<{ calendar: CalendarRows }, CalendarValues>((value) => {
  const list = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;
  const offers = sql`select ${masterServices.masterId} as master_id, ${masters.name} as name,
      ${masters.position} as position, ${masterServices.serviceId} as service_id,
      ${masterServices.durationMinutes} as duration_minutes, ${masterServices.price} as price
    from ${masterServices} join ${masters} on ${masters.id} = ${masterServices.masterId}
    where ${masters.branchId} = ${value('branchId')} and ${masters.isActive}
      and ${masterServices.serviceId} = any(${value('serviceIds')}::int[])`;
  const team = sql`(select distinct master_id from offers)`;
  // Items in the exclusion constraint's own terms, so its GiST index (master, during) finds them:
  // with starts_at/ends_at comparisons it was a scan of every item at scale.
  return sql`with offers as (${offers})
      select json_build_object(
        'opening', ${list(sql`select json_agg(json_build_object('weekday', ${branchOpeningHours.weekday},
            'opensAt', ${branchOpeningHours.opensAt}, 'closesAt', ${branchOpeningHours.closesAt}))
          from ${branchOpeningHours} where ${branchOpeningHours.branchId} = ${value('branchId')}`)},
        'closures', ${list(sql`select json_agg(json_build_object('startsOn', ${branchClosures.startsOn},
            'endsOn', ${branchClosures.endsOn}))
          from ${branchClosures} where ${branchClosures.branchId} = ${value('branchId')}`)},
        'offers', ${list(sql`select json_agg(json_build_object('masterId', master_id, 'name', name,
            'serviceId', service_id, 'durationMinutes', duration_minutes, 'price', price)
            order by position, master_id) from offers`)},
        'hours', ${list(sql`select json_agg(json_build_object('masterId', ${masterWorkingHours.masterId},
            'weekday', ${masterWorkingHours.weekday}, 'startsAt', ${masterWorkingHours.startsAt},
            'endsAt', ${masterWorkingHours.endsAt}))
          from ${masterWorkingHours} where ${masterWorkingHours.masterId} in ${team}`)},
        'breaks', ${list(sql`select json_agg(json_build_object('masterId', ${masterBreaks.masterId},
            'weekday', ${masterBreaks.weekday}, 'startsAt', ${masterBreaks.startsAt},
            'endsAt', ${masterBreaks.endsAt}))
          from ${masterBreaks} where ${masterBreaks.masterId} in ${team}`)},
        'daysOff', ${list(sql`select json_agg(json_build_object('masterId', ${masterDaysOff.masterId},
            'startsOn', ${masterDaysOff.startsOn}, 'endsOn', ${masterDaysOff.endsOn}))
          from ${masterDaysOff} where ${masterDaysOff.masterId} in ${team}`)},
        'busy', ${list(sql`select json_agg(busy) from (
            select ${orderItems.masterId} as "masterId",
              extract(epoch from ${orderItems.startsAt}) * 1000 as start,
              extract(epoch from ${orderItems.endsAt}) * 1000 as "end"
            from ${orderItems}
            where ${orderItems.masterId} in ${team} and ${orderItems.active}
              and (${value('exceptOrderId')}::int is null or ${orderItems.orderId} <> ${value('exceptOrderId')}::int)
              and ${orderItems.during} && tstzrange(${value('from')}::timestamptz, ${value('to')}::timestamptz, '[)')
            union all
            select ${groupEvents.masterId},
              extract(epoch from ${groupEvents.startsAt}) * 1000,
              extract(epoch from ${groupEvents.startsAt} + make_interval(mins => ${groupEvents.durationMinutes})) * 1000
            from ${groupEvents}
            where ${groupEvents.masterId} in ${team} and ${groupEvents.status} = 'scheduled'
              and ${groupEvents.startsAt} < ${value('to')}::timestamptz
              and ${groupEvents.startsAt} + make_interval(mins => ${groupEvents.durationMinutes}) > ${value('from')}::timestamptz
          ) busy`)}
      ) as calendar`;
});

/** A master's calendar for doing all the chosen services back to back, or undefined if they cannot. */
export function calendarForAll(
  offer: MasterOffer,
  serviceIds: readonly number[],
): MasterCalendar | undefined {
  let durationMinutes = 0;
  for (const id of serviceIds) {
    const own = offer.services.get(id);
    if (!own) return undefined;
    durationMinutes += own.durationMinutes;
  }
  return { ...offer.calendar, durationMinutes };
}

/**
 * The items as a chain question: each service with the masters who do it (the one asked for, or
 * all of them in team order for null), at their own time and price.
 */
export function chainSteps(
  context: BookingContext,
  items: readonly { serviceId: number; masterId: number | null }[],
): ChainStep[] {
  return items.map((item) => ({
    serviceId: item.serviceId,
    performers: context.masters.flatMap((offer) => {
      const own = offer.services.get(item.serviceId);
      if (!own || (item.masterId !== null && item.masterId !== offer.id)) return [];
      return [{ masterId: offer.id, durationMinutes: own.durationMinutes, price: own.price }];
    }),
  }));
}

/** The schedules of the masters a chain may use. */
export function chainSchedules(context: BookingContext): Map<number, MasterSchedule> {
  return new Map(context.masters.map((offer) => [offer.id, offer.calendar]));
}
