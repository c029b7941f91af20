// An iCalendar file (RFC 5545) of one booking, for "add to calendar": its times in the venue's
// zone (TZID with the zone's VTIMEZONE), so a calendar shows the visit at the venue's clock.
import { wallClockOf } from '@termin/zoned-time';
import { dateTimeFormat } from './dateTimeFormat';

export interface CalendarEntry {
  uid: string;
  title: string;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  /** The venue's IANA zone, e.g. Europe/Belgrade. */
  timeZone: string;
  location: string;
  description?: string;
  url?: string;
}

/** An instant in UTC as iCalendar writes it: 20261122T093000Z. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The wall clock of `instant` in `zone` as iCalendar writes a local time: 20261122T103000.
 * Bookings start and end on whole minutes.
 */
const wallClock = (instant: Date, zone: string) =>
  `${wallClockOf(instant, zone).replace(/[-:]/g, '')}00`;

/** The zone's offset from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, zone: string): number {
  const name =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** An offset as iCalendar writes it: +0100. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** 01:00 UTC on the last Sunday of `month` (0-based): when the EU changes its clocks. */
function lastSundayAt1Utc(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last;
}

/**
 * The zone's VTIMEZONE for the year of `instant`: one offset all year (Moscow), or the EU's
 * summer time (the Balkan zones), checked against the zone's own transitions. Null for a zone
 * that follows other rules: the file then keeps UTC times, which every calendar reads right.
 */
function timeZoneBlock(zone: string, instant: Date): string[] | null {
  const year = instant.getUTCFullYear();
  const winter = offsetMinutes(new Date(Date.UTC(year, 0, 15)), zone);
  const summer = offsetMinutes(new Date(Date.UTC(year, 6, 15)), zone);
  if (winter === summer) {
    return [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${utcOffset(winter)}`,
      `TZOFFSETTO:${utcOffset(winter)}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  const springs = lastSundayAt1Utc(year, 2);
  const falls = lastSundayAt1Utc(year, 9);
  const minute = 60_000;
  const euRules =
    summer === winter + 60 &&
    offsetMinutes(new Date(springs.getTime() - minute), zone) === winter &&
    offsetMinutes(springs, zone) === summer &&
    offsetMinutes(new Date(falls.getTime() - minute), zone) === summer &&
    offsetMinutes(falls, zone) === winter;
  if (!euRules) return null;
  // The local wall time of the change: 01:00 UTC in standard time, and in summer time.
  const local = (offset: number) => `${String(1 + offset / 60).padStart(2, '0')}0000`;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:DAYLIGHT',
    `DTSTART:19700329T${local(winter)}`,
    `TZOFFSETFROM:${utcOffset(winter)}`,
    `TZOFFSETTO:${utcOffset(summer)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `DTSTART:19701025T${local(summer)}`,
    `TZOFFSETFROM:${utcOffset(summer)}`,
    `TZOFFSETTO:${utcOffset(winter)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(entry: CalendarEntry, now = new Date()): string {
  const start = new Date(entry.startsAt);
  const end = new Date(entry.endsAt);
  // A wall time in the hour the clocks repeat names its first occurrence (RFC 5545 §3.3.5): a
  // time in the second one is written in UTC, and so is the rest of the file.
  const repeated = (instant: Date) =>
    offsetMinutes(new Date(instant.getTime() - 3_600_000), entry.timeZone) >
    offsetMinutes(instant, entry.timeZone);
  const zone = repeated(start) || repeated(end) ? null : timeZoneBlock(entry.timeZone, start);
  const time = (name: string, instant: Date) =>
    zone
      ? `${name};TZID=${entry.timeZone}:${wallClock(instant, entry.timeZone)}`
      : `${name}:${utcStamp(instant)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Termin//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zone ?? []),
    'BEGIN:VEVENT',
    `UID:${entry.uid}@termin`,
    `DTSTAMP:${utcStamp(now)}`,
    time('DTSTART', start),
    time('DTEND', end),
    `SUMMARY:${escapeText(entry.title)}`,
    `LOCATION:${escapeText(entry.location)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeText(entry.description)}`] : []),
    ...(entry.url ? [`URL:${entry.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link target that downloads the file, with JavaScript or without. */
export const calendarHref = (file: string) =>
  `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
