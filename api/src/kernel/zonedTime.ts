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

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms). */
function wallClockMs(instant: Date, zone: string): number {
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
