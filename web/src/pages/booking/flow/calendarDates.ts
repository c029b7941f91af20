// The booking calendar's weeks, on local dates (YYYY-MM-DD) of the branch's zone; the zone's own
// rules (today there, its wall clock, counting days) are @termin/zoned-time's.
import { addDays, isoWeekday, wallClockOf } from '@termin/zoned-time';

/** The first day of the week holding `date`, weeks starting on `weekStartsOn` (0 = Sunday). */
export function weekStart(date: string, weekStartsOn: number): string {
  return addDays(date, -((isoWeekday(date) - weekStartsOn + 7) % 7));
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** Whether a local date and time (d, t) of `timeZone` is already over: it can't be booked. */
export function hasPassed(date: string, time: string, timeZone: string, now = new Date()): boolean {
  return `${date}T${time}` <= wallClockOf(now, timeZone);
}
