import type { IntlShape } from 'react-intl';
import { dateTimeFormat } from './dateTimeFormat';
import { utcOffsetOf } from '@termin/zoned-time';

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

/**
 * An instant's time at the venue ("11:30 AM"): read in its zone on the server and in the browser
 * alike, so the hydrated page says what the server sent (a machine's own zone may differ).
 */
export function formatVenueTime(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatTime(iso, { timeStyle: 'short', timeZone });
}

/** An instant's day at the venue (its IANA zone) in the medium style: "Mar 20, 2099". */
export function formatVenueDay(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeZone });
}

/**
 * A range as Intl writes it, with plain spaces: Node's ICU puts thin and narrow no-break spaces
 * around the dash and before AM, Chromium's plain ones, and the hydrated text must be the server's
 * (React #418 otherwise, on every checkout and on a calendar week spanning two months).
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/**
 * Two instants' span at the venue, as the locale writes a range of times ("10:45 – 11:45 AM",
 * "10:45–11:45"): one part of a visit, read in the venue's zone on server and browser alike.
 */
export function formatVenueTimeRange(
  intl: IntlShape,
  startIso: string,
  endIso: string,
  timeZone: string,
): string {
  return plainSpaces(
    dateTimeFormat(intl.locale, { timeStyle: 'short', timeZone }).formatRange(
      new Date(startIso),
      new Date(endIso),
    ),
  );
}

/** An instant's calendar day in the medium style, read in UTC so server and browser agree. */
export function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A calendar cell's weekday ("Tue") and day of month ("24") of a local date. */
export function formatWallDateParts(intl: IntlShape, date: string) {
  return {
    weekday: intl.formatDate(wall(date), { weekday: 'short', timeZone: 'UTC' }),
    day: intl.formatDate(wall(date), { day: 'numeric', timeZone: 'UTC' }),
  };
}

/**
 * The month or months of a week of local dates, a calendar's caption: "November 2026", or both
 * months when the week spans two ("November – December 2026"), as the locale writes a range.
 * Starts with a capital letter, the rest as the locale writes it ("Ноябрь 2026 г.").
 */
export function formatWallMonths(intl: IntlShape, first: string, last: string): string {
  const format = dateTimeFormat(intl.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const text = plainSpaces(format.formatRange(wall(first), wall(last)));
  return text.charAt(0).toLocaleUpperCase(intl.locale) + text.slice(1);
}

/** The weekday's name (1 = Monday … 7 = Sunday): "Monday", "ponedeljak". */
export function formatWeekday(intl: IntlShape, isoWeekday: number): string {
  // 2024-01-01 was a Monday.
  return intl.formatDate(wall(`2024-01-0${isoWeekday}`), { weekday: 'long', timeZone: 'UTC' });
}

/**
 * A zone as customers read it, its offset from UTC on a local date ("UTC+1", "UTC+5:30"), never
 * its database id ("Asia/Yekaterinburg"). The same digits in every language, on server and browser.
 */
export function formatUtcOffset(date: string, zone: string): string {
  const minutes = utcOffsetOf(new Date(`${date}T12:00:00Z`), zone);
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${minutes < 0 ? '\u2212' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
