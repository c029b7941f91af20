// Group events (classes, workshops): one event, and a branch's upcoming ones with seats left.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { branches, cities, groupEvents, masters } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Language } from '../../i18n/language.js';
import { addDays, localTimeOf, zonedInstant } from '../../kernel/zonedTime.js';
import type { GroupEvent, GroupEventList } from './eventSchemas.js';

/** The most events one listing answers (a busy studio has a few a day). */
const listLimit = 500;

export type EventRow = typeof groupEvents.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

function eventView(
  event: EventRow,
  branch: BranchRow,
  master: { id: number; name: string } | null,
  language: Language,
): GroupEvent {
  return {
    id: event.id,
    branch: {
      id: branch.id,
      slug: branch.slug,
      name: branch.name,
      address: branch.address,
      timeZone: branch.timeZone,
    },
    title: event.title[language],
    description: event.description?.[language] ?? null,
    status: event.status,
    startsAt: event.startsAt.toISOString(),
    durationMinutes: event.durationMinutes,
    capacity: event.capacity,
    seatsLeft: event.status === 'scheduled' ? event.capacity - event.seatsTaken : 0,
    price: event.price,
    currency: event.currency,
    master,
  };
}

const eventColumns = {
  event: groupEvents,
  branch: branches,
  masterId: masters.id,
  masterName: masters.name,
};

const masterOf = (row: { masterId: number | null; masterName: string | null }) =>
  row.masterId === null || row.masterName === null
    ? null
    : { id: row.masterId, name: row.masterName };

/** One event of a branch in the caller's country; 404 otherwise. */
export async function findEvent(
  db: Database,
  country: CountryCode,
  id: number,
  language: Language,
): Promise<GroupEvent> {
  const [row] = await db
    .select(eventColumns)
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .leftJoin(masters, eq(masters.id, groupEvents.masterId))
    .where(and(eq(groupEvents.id, id), eq(cities.countryCode, country)));
  if (!row) throw notFound(`Unknown event ${id} in ${country}`);
  return eventView(row.event, row.branch, masterOf(row), language);
}

/** The branch's scheduled events starting from `from` (its local day, default today) for `days`. */
export async function branchEvents(
  db: Database,
  branch: BranchRow,
  from: string | undefined,
  days: number,
  language: Language,
  now: Date,
): Promise<GroupEventList> {
  const firstDay = from ?? localTimeOf(now, branch.timeZone).date;
  const calendar = new Date(`${firstDay}T00:00:00Z`);
  if (Number.isNaN(calendar.getTime()) || calendar.toISOString().slice(0, 10) !== firstDay)
    throw new ApiError(400, 'BAD_REQUEST', `Not a calendar date: ${firstDay}`);
  const dayStart = zonedInstant(firstDay, 0, branch.timeZone);
  const start = dayStart > now ? dayStart : now;
  const end = zonedInstant(addDays(firstDay, days), 0, branch.timeZone);
  const rows = await db
    .select(eventColumns)
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .leftJoin(masters, eq(masters.id, groupEvents.masterId))
    .where(
      and(
        eq(groupEvents.branchId, branch.id),
        eq(groupEvents.status, 'scheduled'),
        gte(groupEvents.startsAt, start),
        lt(groupEvents.startsAt, end),
      ),
    )
    .orderBy(asc(groupEvents.startsAt), asc(groupEvents.id))
    .limit(listLimit);
  return {
    from: firstDay,
    days,
    events: rows.map((row) => eventView(row.event, row.branch, masterOf(row), language)),
  };
}
