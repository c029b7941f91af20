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

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return asUtc(date).getUTCDay();
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

/** The first day of the week holding `date`, weeks starting on `weekStartsOn` (0 = Sunday). */
export function weekStart(date: string, weekStartsOn: number): string {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** Whether a local date and time (d, t) of `timeZone` is already over: it can't be booked. */
export function hasPassed(date: string, time: string, timeZone: string, now?: Date): boolean {
  return `${date}T${time}` <= wallClockIn(timeZone, now);
}
