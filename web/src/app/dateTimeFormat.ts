import type { IntlShape } from 'react-intl';

// One way to write a date and a time per locale, on every booking, event and order page: the
// locale's full date and its own short time (English 3:05 PM; Serbian and Russian 15:05),
// joined by the translated "{date} at {time}". Times are always the venue's wall clock: an instant
// is read in the venue's zone, a wall date or time (the booking URL's d and t) as it is. The
// IntlProvider's locale is the date locale's tag (app/dateLocale.ts), so Serbian reads in Latin.

/** A wall date and time as an instant read in UTC: no zone or DST of this machine can shift it. */
const wall = (date: string, time = '12:00') => new Date(`${date}T${time}:00Z`);

/** A local date (YYYY-MM-DD): "Tuesday, November 24, 2026". */
export function formatWallDate(intl: IntlShape, date: string): string {
  return intl.formatDate(wall(date), { dateStyle: 'full', timeZone: 'UTC' });
}

/** A local time (HH:MM): "3:05 PM" in English, "15:05" in Serbian and Russian. */
export function formatWallTime(intl: IntlShape, time: string): string {
  return intl.formatTime(wall('2000-01-03', time), { timeStyle: 'short', timeZone: 'UTC' });
}

/** A local date and time: "Tuesday, November 24, 2026 at 3:05 PM". */
export function formatWallDateTime(intl: IntlShape, date: string, time: string): string {
  return intl.formatMessage(
    { id: 'dateTime.dateAtTime' },
    { date: formatWallDate(intl, date), time: formatWallTime(intl, time) },
  );
}

/** An instant as the date and time it is at the venue (its IANA zone), written as above. */
export function formatVenueDateTime(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatMessage(
    { id: 'dateTime.dateAtTime' },
    {
      date: intl.formatDate(iso, { dateStyle: 'full', timeZone }),
      time: intl.formatTime(iso, { timeStyle: 'short', timeZone }),
    },
  );
}
