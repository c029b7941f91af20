// Reads what the slot computation needs: a branch's calendar and, for the chosen services, the
// masters who perform them with their schedules, durations, prices and busy time.
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../kernel/transactions.js';
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
import type { BranchCalendar, DaySpan, InstantSpan, MasterCalendar, MinuteSpan } from './slots.js';

export type BranchRow = typeof branches.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export interface MasterOffer {
  readonly id: number;
  readonly name: string;
  /** Per chosen service this master performs: their duration and price. */
  readonly services: ReadonlyMap<number, { durationMinutes: number; price: number }>;
  readonly calendar: Omit<MasterCalendar, 'durationMinutes'>;
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

  // One query at a time: inside a transaction they share one connection.
  const opening = await db
    .select()
    .from(branchOpeningHours)
    .where(eq(branchOpeningHours.branchId, branch.id));
  const closures = await db
    .select()
    .from(branchClosures)
    .where(eq(branchClosures.branchId, branch.id));
  const offers =
    chosen.length === 0
      ? []
      : await db
          .select({
            masterId: masters.id,
            name: masters.name,
            position: masters.position,
            serviceId: masterServices.serviceId,
            durationMinutes: masterServices.durationMinutes,
            price: masterServices.price,
          })
          .from(masterServices)
          .innerJoin(masters, eq(masters.id, masterServices.masterId))
          .where(
            and(
              eq(masters.branchId, branch.id),
              eq(masters.isActive, true),
              inArray(
                masterServices.serviceId,
                chosen.map((s) => s.id),
              ),
            ),
          )
          .orderBy(asc(masters.position), asc(masters.id));
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

  const hours = await db
    .select()
    .from(masterWorkingHours)
    .where(inArray(masterWorkingHours.masterId, masterIds));
  const breaks = await db
    .select()
    .from(masterBreaks)
    .where(inArray(masterBreaks.masterId, masterIds));
  const daysOff = await db
    .select()
    .from(masterDaysOff)
    .where(inArray(masterDaysOff.masterId, masterIds));
  const items = await db
    .select({ masterId: orderItems.masterId, start: orderItems.startsAt, end: orderItems.endsAt })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.masterId, masterIds),
        eq(orderItems.active, true),
        exceptOrderId === undefined ? undefined : ne(orderItems.orderId, exceptOrderId),
        // In the exclusion constraint's own terms, so its GiST index (master, during) finds
        // them: with starts_at/ends_at comparisons it was a scan of every item at scale.
        sql`${orderItems.during} && tstzrange(${busyFrom.toISOString()}::timestamptz, ${busyTo.toISOString()}::timestamptz, '[)')`,
      ),
    );
  const events = await db
    .select({
      masterId: groupEvents.masterId,
      start: groupEvents.startsAt,
      durationMinutes: groupEvents.durationMinutes,
    })
    .from(groupEvents)
    .where(
      and(
        inArray(groupEvents.masterId, masterIds),
        eq(groupEvents.status, 'scheduled'),
        lt(groupEvents.startsAt, busyTo),
        gt(
          sql`${groupEvents.startsAt} + make_interval(mins => ${groupEvents.durationMinutes})`,
          busyFrom,
        ),
      ),
    );
  const hoursOf = groupBy(hours, (r) => r.masterId);
  const breaksOf = groupBy(breaks, (r) => r.masterId);
  const daysOffOf = groupBy(daysOff, (r) => r.masterId);
  const busyOf = new Map<number, InstantSpan[]>();
  const addBusy = (masterId: number, span: InstantSpan) => {
    const list = busyOf.get(masterId) ?? [];
    list.push(span);
    busyOf.set(masterId, list);
  };
  for (const item of items)
    addBusy(item.masterId, { start: item.start.getTime(), end: item.end.getTime() });
  for (const event of events)
    if (event.masterId !== null)
      addBusy(event.masterId, {
        start: event.start.getTime(),
        end: event.start.getTime() + event.durationMinutes * 60_000,
      });

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
