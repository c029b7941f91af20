import type { OpeningDayValue } from './OpeningHours';
import { dateTimeFormat } from '../../app/format/dateTimeFormat';

/** Where a venue stands at an instant, in its own time zone. */
export type OpeningStatus =
  | { open: true; closesAt: string }
  /** `weekday` is absent when it opens again today; both are absent when it never opens. */
  | { open: false; opensAt?: string; weekday?: number };

/** The venue's wall clock at `instant`: ISO weekday (1 = Monday) and "HH:MM". */
export function wallClock(instant: number, timeZone: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { weekday, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Open now and until when, or when it opens next (later today, or on which weekday). Times are
 * "HH:MM" strings of the same day, so they compare as text.
 */
export function openingStatus(
  days: readonly OpeningDayValue[],
  timeZone: string,
  instant: number,
): OpeningStatus {
  const { weekday, time } = wallClock(instant, timeZone);
  const intervalsOn = (day: number) => days.find((d) => d.weekday === day)?.intervals ?? [];
  const today = intervalsOn(weekday);
  const current = today.find((interval) => interval.opensAt <= time && time < interval.closesAt);
  if (current) return { open: true, closesAt: current.closesAt };
  const later = today.find((interval) => interval.opensAt > time);
  if (later) return { open: false, opensAt: later.opensAt };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    const first = intervalsOn(day)[0];
    if (first) return { open: false, opensAt: first.opensAt, weekday: day };
  }
  return { open: false };
}
