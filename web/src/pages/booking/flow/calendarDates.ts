// The booking calendar's weeks, on local dates (YYYY-MM-DD) of the branch's zone; the zone's own
// rules (today there, its wall clock, counting days on) are @termin/zoned-time's.
import { addDays, wallClockOf } from '@termin/zoned-time';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/**
 * The first day of the week holding `date`, weeks running seven days from `today` (as a move's
 * calendar does): the first week shows no day that is already over, and "Next week" is the next
 * seven days (issue 42: on a Saturday the locale's week was six struck-through days).
 */
export function weekFrom(date: string, today: string): string {
  return addDays(today, Math.floor(Math.max(0, daysBetween(today, date)) / 7) * 7);
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** Whether a local date and time (d, t) of `timeZone` is already over: it can't be booked. */
export function hasPassed(date: string, time: string, timeZone: string, now = new Date()): boolean {
  return `${date}T${time}` <= wallClockOf(now, timeZone);
}
