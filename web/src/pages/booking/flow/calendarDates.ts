// Calendar arithmetic on local dates (YYYY-MM-DD) of the branch's zone. Dates are handled as UTC
// noon so no zone or DST of the machine running this can shift a day.

import { wallClockIn } from '../../../app/format/dateTime';
import { dateTimeFormat } from '../../../app/format/dateTimeFormat';

const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const iso = (value: Date) => value.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const value = asUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return iso(value);
}

/** Today's date on the wall calendar of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);
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
export function hasPassed(date: string, time: string, timeZone: string, now?: Date): boolean {
  return `${date}T${time}` <= wallClockIn(timeZone, now);
}
