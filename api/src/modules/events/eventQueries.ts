// Group events (classes, workshops): one event, and a branch's upcoming ones with seats left.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { preparedStatement } from '../../db/preparedStatement.js';
import { branches, cities, countries, groupEvents, masters } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Language, LocalizedText } from '../../i18n/language.js';
import { fullAddress } from '../branches/branchText.js';
import type { GroupEvent, GroupEventList } from './eventSchemas.js';

/** The most events one listing answers (a busy studio has a few a day). */
const listLimit = 500;

export type EventRow = typeof groupEvents.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

/** What an event's answer is made of (a whole row, or the listing statement's columns). */
type EventFields = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'status'
  | 'startsAt'
  | 'durationMinutes'
  | 'capacity'
  | 'seatsTaken'
  | 'price'
  | 'currency'
>;
type BranchFields = Pick<BranchRow, 'id' | 'slug' | 'name' | 'address' | 'phone' | 'timeZone'> & {
  /** Its city's and country's names, for its full address. */
  place: { city: LocalizedText; country: LocalizedText };
};

function eventView(
  event: EventFields,
  branch: BranchFields,
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
      fullAddress: fullAddress(branch.address, branch.place, language),
      phone: branch.phone,
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
  place: { city: cities.name, country: countries.name },
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
    .innerJoin(countries, eq(countries.code, cities.countryCode))
    .leftJoin(masters, eq(masters.id, groupEvents.masterId))
    .where(and(eq(groupEvents.id, id), eq(cities.countryCode, country)));
  if (!row) throw notFound(`Unknown event ${id} in ${country}`);
  return eventView(row.event, { ...row.branch, place: row.place }, masterOf(row), language);
}

interface EventListRow {
  list: {
    branch: BranchFields;
    /** The first local day listed: `from`, or the branch's today. */
    firstDay: string;
    events: (Omit<EventFields, 'startsAt'> & {
      startsAt: string;
      master: { id: number; name: string } | null;
    })[];
  };
}

/**
 * A branch's listing in one round trip as one prepared statement (it was a query for the branch
 * and one for its events, built by drizzle on every call: some 8 ms of api per company page on
 * PGlite). The days are the branch's own: its zone turns the first local midnight and the one
 * after the last day into instants, DST included; events already started are left out.
 */
const eventListStatement = preparedStatement<
  EventListRow,
  { id: number; country: CountryCode; from: string | null; days: number; now: string }
>((value) => {
  const b = branches;
  const e = groupEvents;
  return sql`select json_build_object(
        'branch', json_build_object('id', ${b.id}, 'slug', ${b.slug}, 'name', ${b.name},
                    'address', ${b.address}, 'phone', ${b.phone}, 'timeZone', ${b.timeZone},
                    'place', json_build_object('city', ${cities.name}, 'country', ${countries.name})),
        'firstDay', listed.first_day,
        'events', coalesce((
          select json_agg(json_build_object('id', ev.id, 'title', ev.title,
                   'description', ev.description, 'status', ev.status, 'startsAt', ev.starts_at,
                   'durationMinutes', ev.duration_minutes, 'capacity', ev.capacity,
                   'seatsTaken', ev.seats_taken, 'price', ev.price, 'currency', ev.currency,
                   'master', case when ev.master_id is null then null
                                  else json_build_object('id', ev.master_id, 'name', ev.master_name) end)
                 order by ev.starts_at, ev.id)
          from (select ${e.id} as id, ${e.title} as title, ${e.description} as description,
                       ${e.status} as status, ${e.startsAt} as starts_at,
                       ${e.durationMinutes} as duration_minutes, ${e.capacity} as capacity,
                       ${e.seatsTaken} as seats_taken, ${e.price} as price,
                       ${e.currency} as currency, ${masters.id} as master_id,
                       ${masters.name} as master_name
                from ${e} left join ${masters} on ${masters.id} = ${e.masterId}
                where ${e.branchId} = ${b.id} and ${e.status} = 'scheduled'
                  and ${e.startsAt} >= greatest(listed.first_day::timestamp at time zone ${b.timeZone},
                                                ${value('now')}::timestamptz)
                  and ${e.startsAt} < (listed.first_day + ${value('days')}::int)::timestamp
                                      at time zone ${b.timeZone}
                order by ${e.startsAt}, ${e.id}
                limit ${sql.raw(String(listLimit))}) as ev), '[]')
      ) as list
      from ${b} join ${cities} on ${cities.id} = ${b.cityId}
      join ${countries} on ${countries.code} = ${cities.countryCode}
      cross join lateral (select coalesce(${value('from')}::date,
          (${value('now')}::timestamptz at time zone ${b.timeZone})::date) as first_day) as listed
      where ${b.id} = ${value('id')} and ${cities.countryCode} = ${value('country')}`;
});

/**
 * The branch's scheduled events starting from `from` (its local day, default today) for `days`;
 * undefined for a branch not in the country.
 */
export async function branchEvents(
  db: Database,
  country: CountryCode,
  id: number,
  from: string | undefined,
  days: number,
  language: Language,
  now: Date,
): Promise<GroupEventList | undefined> {
  if (from !== undefined) {
    const calendar = new Date(`${from}T00:00:00Z`);
    if (Number.isNaN(calendar.getTime()) || calendar.toISOString().slice(0, 10) !== from)
      throw new ApiError(400, 'BAD_REQUEST', `Not a calendar date: ${from}`);
  }
  const [row] = await eventListStatement.rows(db, {
    id,
    country,
    from: from ?? null,
    days,
    now: now.toISOString(),
  });
  if (!row) return undefined;
  const { branch, firstDay, events } = row.list;
  return {
    from: firstDay,
    days,
    events: events.map(({ master, ...event }) =>
      eventView({ ...event, startsAt: new Date(event.startsAt) }, branch, master, language),
    ),
  };
}
