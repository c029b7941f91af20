// Where the calendar opens when the current week has nothing free (a "Book again" of a busy
// specialist, say): the first day with a free start up to the booking horizon.
import { addDays } from '@termin/zoned-time';

/** The most days one availability question may cover (schema: availability `days`). */
const daysPerQuestion = 62;

/** Free starts of `days` local dates from `from`, as the availability query answers them. */
export type FreeDaysFrom = (
  from: string,
  days: number,
) => Promise<readonly { date: string; slots: readonly unknown[] }[]>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The first local date from `from` to `lastDay` with a free start, or null when none has one. */
export async function firstFreeDay(
  from: string,
  lastDay: string,
  freeDaysFrom: FreeDaysFrom,
): Promise<string | null> {
  for (let start = from; start <= lastDay; start = addDays(start, daysPerQuestion)) {
    const days = Math.min(daysPerQuestion, daysBetween(start, lastDay) + 1);
    const free = (await freeDaysFrom(start, days)).find((day) => day.slots.length > 0);
    if (free) return free.date;
  }
  return null;
}
