// Writes weekly hours the way a venue's door sign does: `1-5 09:00-20:00`, `6 10:00-15:00`,
// `1-6 09:00-13:00 16:00-21:00` (days 1 = Monday … 7 = Sunday; several ranges make a split day).
import type { WeeklyInterval } from './types.js';

const minutes = (clock: string) => {
  const [hours, mins] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
};

export function weeklyHours(...lines: readonly string[]): WeeklyInterval[] {
  return lines.flatMap((line) => {
    const [days = '', ...ranges] = line.trim().split(/\s+/);
    const [first, last = first] = days.split('-').map(Number);
    const intervals: WeeklyInterval[] = [];
    for (let weekday = first!; weekday <= last!; weekday++) {
      for (const range of ranges) {
        const [from = '', to = ''] = range.split('-');
        intervals.push({ weekday, startsAt: minutes(from), endsAt: minutes(to) });
      }
    }
    return intervals;
  });
}

/** `HH:MM` of minutes after midnight. */
export const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
