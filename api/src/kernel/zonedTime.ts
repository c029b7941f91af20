// Calendar arithmetic on a branch's wall clock, for the booking engine, search, branches and the
// seed alike. Dates are `YYYY-MM-DD` strings (what a `date` column holds), minutes are minutes after
// local midnight (as the schedule tables keep them); instants are Dates.

export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms), whole seconds. */
function readWallClock(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(
    parts['year']!,
    parts['month']! - 1,
    parts['day']!,
    parts['hour']!,
    parts['minute']!,
    parts['second']!,
  );
}

/**
 * A zone's offset from UTC is the same for a whole quarter of an hour: every change of offset in
 * the time zone database since 1970 falls on one (zones are whole, half or quarter hours apart,
 * and change at a local hour). So each zone's offset is read once per quarter hour it is asked
 * for, and every other reading is arithmetic: formatToParts cost the booking engine about 5 % of
 * an availability answer, called for every day and slot it places. Bounded: a busy process asks
 * for a few zones over a few weeks of quarter hours.
 */
const quarterHourMs = 15 * 60_000;
const offsets = new Map<string, number>();

function offsetMs(instantMs: number, zone: string): number {
  const quarter = Math.floor(instantMs / quarterHourMs);
  const key = `${zone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * quarterHourMs;
    offset = readWallClock(new Date(start), zone) - start;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms), whole seconds. */
function wallClockMs(instant: Date, zone: string): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return readWallClock(instant, zone); // throws, as formatToParts does
  return ms - (((ms % 1000) + 1000) % 1000) + offsetMs(ms, zone);
}

const toDate = (ms: number): LocalDate => new Date(ms).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/** The calendar day an instant falls on in a zone. */
export const localDateOf = (instant: Date, zone: string): LocalDate =>
  toDate(wallClockMs(instant, zone));

/** The local calendar day and minute of the day an instant shows in a zone. */
export function localTimeOf(instant: Date, zone: string): { date: LocalDate; minute: number } {
  const wall = wallClockMs(instant, zone);
  return { date: toDate(wall), minute: Math.floor((wall % dayMs) / 60_000) };
}

/** `HH:MM` of a minute of the day. */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const addDays = (date: LocalDate, days: number): LocalDate =>
  toDate(Date.parse(`${date}T00:00:00Z`) + days * dayMs);

/** 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: LocalDate): number =>
  ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

export const mondayOf = (date: LocalDate): LocalDate => addDays(date, 1 - isoWeekday(date));

/**
 * The instant a wall clock in the zone shows `minute` minutes after midnight of `date`. In the
 * hour a DST change skips, the result lands an hour later, as a clock moved forward would.
 */
export function zonedInstant(date: LocalDate, minute: number, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const firstGuess = wall - (wallClockMs(new Date(wall), zone) - wall);
  const offset = wallClockMs(new Date(firstGuess), zone) - firstGuess;
  return new Date(wall - offset);
}

/**
 * The UTC offset of a local day in a zone (ms, wall minus instant) when it is one offset
 * throughout, else null. Known days are kept: every branch of a zone asks about the same month.
 * Bounded by forgetting all at once: the set of zones and dates in use is small.
 */
const steadyOffsets = new Map<string, number | null>();

function steadyOffset(date: LocalDate, zone: string): number | null {
  const key = `${zone} ${date}`;
  let known = steadyOffsets.get(key);
  if (known === undefined) {
    const wall = Date.parse(`${date}T00:00:00Z`);
    const start = zonedInstant(date, 0, zone);
    const end = zonedInstant(addDays(date, 1), 0, zone);
    const offset = wall - start.getTime();
    // Midnight shown as itself, a 24-hour day and the same offset at its end: no change between
    // (the zones this runs for change at most once a day).
    const steady =
      wallClockMs(start, zone) === wall &&
      end.getTime() - start.getTime() === dayMs &&
      wallClockMs(end, zone) - end.getTime() === offset;
    known = steady ? offset : null;
    if (steadyOffsets.size >= 10_000) steadyOffsets.clear();
    steadyOffsets.set(key, known);
  }
  return known;
}

/**
 * The instant each minute of a local day shows in the zone, or undefined for a minute the wall
 * clock skips that day (the hour clocks spring forward). A day with one UTC offset throughout,
 * which is every day but the two a year the clocks change, is plain arithmetic: the booking
 * calendar asks for every step of a month's opening hours, and reading the zone's rules for each
 * (zonedInstant and localTimeOf) was most of its cost. A day with a change reads them per minute.
 */
export function dayInstants(date: LocalDate, zone: string): (minute: number) => Date | undefined {
  const offset = steadyOffset(date, zone);
  if (offset !== null) {
    const wall = Date.parse(`${date}T00:00:00Z`);
    return (minute) => new Date(wall + minute * 60_000 - offset);
  }
  return (minute) => {
    const instant = zonedInstant(date, minute, zone);
    // The wall clock skips this minute: zonedInstant moved it an hour on.
    const shown = localTimeOf(instant, zone);
    return shown.date === date && shown.minute === minute ? instant : undefined;
  };
}
