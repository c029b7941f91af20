// Wall-clock reading of instants in a branch's zone, for availability and bookings. Dates are
// `YYYY-MM-DD` strings, minutes are minutes after local midnight (as the schedule tables keep them).
import type { LocalDate } from '../../db/seed/zonedTime.js';
import { addDays, isoWeekday, zonedInstant } from '../../db/seed/zonedTime.js';

export type { LocalDate };
export { addDays, isoWeekday, zonedInstant };

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
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The local calendar day and minute of the day an instant shows in a zone. */
export function localTimeOf(instant: Date, zone: string): { date: LocalDate; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minute: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

/** `HH:MM` of a minute of the day. */
export const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
