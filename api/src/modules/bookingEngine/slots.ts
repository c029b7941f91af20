// Free start times (pure: no database, no clock). Everything weekly is local wall-clock minutes in
// the branch's zone; bookings and classes are instants. A start is offered to a master when the
// whole service [start, start + duration) lies inside the branch's opening hours and one of the
// master's shifts, outside their breaks, not on a closure or day off, and overlaps none of their
// busy instants. Starts fall on multiples of the slot step after each opening of the day; a start
// the wall clock skips (spring-forward DST gap) is never offered.
import type { LocalDate } from '@termin/zoned-time';
import { addDays, clockOf, isoWeekday, localTimeOf } from '@termin/zoned-time';
import { dayInstants } from '@termin/zoned-time/instant';
import { bestChain, type CanTake, type ChainLink, type ChainStep } from './chain.js';

/** [start, end) in minutes after local midnight. */
export interface MinuteSpan {
  readonly start: number;
  readonly end: number;
}

/** [start, end] whole days, both included. */
export interface DaySpan {
  readonly startsOn: LocalDate;
  readonly endsOn: LocalDate;
}

/** [start, end) as epoch milliseconds. */
export interface InstantSpan {
  readonly start: number;
  readonly end: number;
}

export interface BranchCalendar {
  readonly timeZone: string;
  readonly slotStepMinutes: number;
  readonly minNoticeMinutes: number;
  readonly bookingHorizonDays: number;
  /** ISO weekday (1–7) → opening intervals; a missing weekday is closed. */
  readonly openingHours: ReadonlyMap<number, readonly MinuteSpan[]>;
  readonly closures: readonly DaySpan[];
}

/** A master's week, days off and busy time, whatever they are booked for. */
export type MasterSchedule = Omit<MasterCalendar, 'durationMinutes'>;

export interface MasterCalendar {
  readonly masterId: number;
  /** How long this master needs for the chosen services, in minutes. */
  readonly durationMinutes: number;
  readonly workingHours: ReadonlyMap<number, readonly MinuteSpan[]>;
  readonly breaks: ReadonlyMap<number, readonly MinuteSpan[]>;
  readonly daysOff: readonly DaySpan[];
  /** Active order items and hosted classes. */
  readonly busy: readonly InstantSpan[];
}

/** One service of a chained start: its master and instants. */
export interface SlotPart {
  readonly serviceId: number;
  readonly masterId: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly price: number;
}

export interface Slot {
  /** Local wall-clock start, `HH:MM`. */
  readonly time: string;
  readonly startsAt: Date;
  /** Masters free for the whole service from this start, in input order. */
  readonly masterIds: number[];
  /** When none is: the services back to back by masters who do them (chain.ts). */
  readonly parts?: SlotPart[];
}

/** "Any specialist" as a chain: the services in order and the schedules of who does them. */
export interface ChainQuestion {
  readonly steps: readonly ChainStep[];
  readonly schedules: ReadonlyMap<number, MasterSchedule>;
}

export interface DaySlots {
  readonly date: LocalDate;
  readonly slots: Slot[];
}

const coversDay = (spans: readonly DaySpan[], date: LocalDate) =>
  spans.some((span) => span.startsOn <= date && date <= span.endsOn);

/** Intersection of two sorted lists of spans. */
function intersect(a: readonly MinuteSpan[], b: readonly MinuteSpan[]): MinuteSpan[] {
  const out: MinuteSpan[] = [];
  for (const x of a)
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (start < end) out.push({ start, end });
    }
  return out;
}

/** Spans minus the removed ones. */
function subtract(spans: readonly MinuteSpan[], removed: readonly MinuteSpan[]): MinuteSpan[] {
  let current = [...spans];
  for (const cut of removed) {
    const next: MinuteSpan[] = [];
    for (const span of current) {
      if (cut.end <= span.start || cut.start >= span.end) next.push(span);
      else {
        if (span.start < cut.start) next.push({ start: span.start, end: cut.start });
        if (cut.end < span.end) next.push({ start: cut.end, end: span.end });
      }
    }
    current = next;
  }
  return current;
}

/** When the master can be at work on a date, in local minutes (shifts ∩ opening − breaks). */
export function workableSpans(
  branch: BranchCalendar,
  master: MasterSchedule,
  date: LocalDate,
): MinuteSpan[] {
  if (coversDay(branch.closures, date) || coversDay(master.daysOff, date)) return [];
  const weekday = isoWeekday(date);
  const open = branch.openingHours.get(weekday) ?? [];
  const shifts = master.workingHours.get(weekday) ?? [];
  return subtract(intersect(open, shifts), master.breaks.get(weekday) ?? []);
}

/**
 * Whether [start, end) meets one of a master's busy spans, in O(log n) per question: a month's
 * calendar asks it for every start of every day. Sorted by start, with the latest end so far at
 * each position, [start, end) meets a busy span exactly when one of those starting before `end`
 * ends after `start`.
 */
function busyLookup(busy: readonly InstantSpan[]): (start: number, end: number) => boolean {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const starts = sorted.map((span) => span.start);
  const latestEnd: number[] = [];
  for (const [i, span] of sorted.entries())
    latestEnd.push(Math.max(span.end, latestEnd[i - 1] ?? -Infinity));
  return (start, end) => {
    // How many spans start before `end`: the first index whose start is not.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEnd[low - 1]! > start;
  };
}

/** Each master's workable time on one local date and a test of their busy time. */
export type DayView = ReadonlyMap<
  number,
  { spans: MinuteSpan[]; isBusy: (start: number, end: number) => boolean }
>;

/** The masters' day: workable spans of `date` and their busy time (a lookup, built once each). */
export function dayView(
  branch: BranchCalendar,
  schedules: Iterable<MasterSchedule>,
  date: LocalDate,
  lookups: Map<number, (start: number, end: number) => boolean> = new Map(),
): DayView {
  const view = new Map<
    number,
    { spans: MinuteSpan[]; isBusy: (s: number, e: number) => boolean }
  >();
  for (const schedule of schedules) {
    let isBusy = lookups.get(schedule.masterId);
    if (!isBusy) {
      isBusy = busyLookup(schedule.busy);
      lookups.set(schedule.masterId, isBusy);
    }
    view.set(schedule.masterId, { spans: workableSpans(branch, schedule, date), isBusy });
  }
  return view;
}

/**
 * Whether each master can take a part of a chain that starts at local `minute` (the instant
 * `startMs`) of the view's date: inside one workable span and clear of busy time. The one test of
 * a master's time that the calendar (computeSlots) and the booking (orderPlan) both use. With
 * `ignoreBusy`, whether they work then at all (a taken time, not an impossible one).
 */
export function takerAt(
  view: DayView,
  minute: number,
  startMs: number,
  options: { ignoreBusy?: boolean } = {},
): CanTake {
  return (masterId, offset, durationMinutes) => {
    const day = view.get(masterId);
    if (!day) return false;
    const start = minute + offset;
    const end = start + durationMinutes;
    if (!day.spans.some((span) => span.start <= start && end <= span.end)) return false;
    if (options.ignoreBusy) return true;
    const from = startMs + offset * 60_000;
    return !day.isBusy(from, from + durationMinutes * 60_000);
  };
}

/** A chain's links as instants from its start. */
export function chainParts(links: readonly ChainLink[], startMs: number): SlotPart[] {
  return links.map((link) => ({
    serviceId: link.serviceId,
    masterId: link.masterId,
    startsAt: new Date(startMs + link.startOffset * 60_000),
    endsAt: new Date(startMs + link.endOffset * 60_000),
    price: link.price,
  }));
}

/**
 * Whether a start lies on the branch's grid, the same one computeSlots offers: a whole minute, a
 * multiple of the slot step after one of that day's openings (after midnight on a closed day,
 * which other checks refuse anyway).
 */
export function isOnSlotGrid(branch: BranchCalendar, startsAt: Date): boolean {
  if (startsAt.getTime() % 60_000 !== 0) return false;
  const { date, minute } = localTimeOf(startsAt, branch.timeZone);
  const opening = branch.openingHours.get(isoWeekday(date)) ?? [];
  const origins = opening.length > 0 ? opening.map((open) => open.start) : [0];
  return origins.some((origin) => (minute - origin) % branch.slotStepMinutes === 0);
}

/** The first and last bookable local dates for a given now. */
export function bookableDates(
  branch: BranchCalendar,
  now: Date,
): { first: LocalDate; last: LocalDate } {
  const today = localTimeOf(now, branch.timeZone).date;
  return { first: today, last: addDays(today, branch.bookingHorizonDays) };
}

/**
 * Free starts per local date from `from` for `days` days. Dates before today or past the horizon
 * come back with no slots; starts earlier than now + minimum notice are left out. A start is
 * offered with the masters free for everything alone; with a `chain` question ("any
 * specialist"), a start none of them is free at is offered with the best chain that fits then.
 */
export function computeSlots(
  branch: BranchCalendar,
  masters: readonly MasterCalendar[],
  from: LocalDate,
  days: number,
  now: Date,
  chain?: ChainQuestion,
): DaySlots[] {
  const earliest = now.getTime() + branch.minNoticeMinutes * 60_000;
  const { first, last } = bookableDates(branch, now);
  const step = branch.slotStepMinutes;
  const schedules = new Map<number, MasterSchedule>(chain?.schedules);
  for (const master of masters) schedules.set(master.masterId, master);
  // Each master's busy lookup is built once for all the days.
  const lookups = new Map<number, (start: number, end: number) => boolean>();
  const result: DaySlots[] = [];
  for (let d = 0; d < days; d += 1) {
    const date = addDays(from, d);
    const slots: Slot[] = [];
    result.push({ date, slots });
    if (date < first || date > last) continue;
    const opening = branch.openingHours.get(isoWeekday(date)) ?? [];
    if (opening.length === 0 || coversDay(branch.closures, date)) continue;
    const day = dayView(branch, schedules.values(), date, lookups);
    if ([...day.values()].every((master) => master.spans.length === 0)) continue;
    const instantOf = dayInstants(date, branch.timeZone);
    const seen = new Set<number>();
    for (const open of opening) {
      for (let minute = open.start; minute < open.end; minute += step) {
        if (seen.has(minute)) continue;
        seen.add(minute);
        const startsAt = instantOf(minute);
        // The wall clock skips this minute (DST gap).
        if (!startsAt) continue;
        const startMs = startsAt.getTime();
        if (startMs < earliest) continue;
        const canTake = takerAt(day, minute, startMs);
        const masterIds = masters
          .filter((master) => canTake(master.masterId, 0, master.durationMinutes))
          .map((master) => master.masterId);
        const time = clockOf(minute);
        if (masterIds.length > 0) slots.push({ time, startsAt, masterIds });
        else {
          const links = chain && bestChain(chain.steps, canTake);
          if (links) slots.push({ time, startsAt, masterIds, parts: chainParts(links, startMs) });
        }
      }
    }
    slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  }
  return result;
}
