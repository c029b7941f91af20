// Calendar days and wall clocks of a time zone, for api, bff and web alike. Dates are `YYYY-MM-DD`
// strings (what a `date` column and a booking URL hold), minutes are minutes after local midnight.
// Reading an instant goes through Intl, the time zone database every runtime ships (what luxon
// reads too): the browser gets the same answer as the server without a library in its bundle.

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/** @param {string} zone */
function formatIn(zone) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * The local calendar day and minute of the day an instant shows in a zone.
 * @param {Date} instant
 * @param {string} zone
 */
export function localTimeOf(instant, zone) {
  /** @type {Record<string, string>} */
  const parts = {};
  for (const part of formatIn(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minute: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
}

/**
 * The calendar day an instant falls on in a zone ("today" there).
 * @param {Date} instant
 * @param {string} zone
 */
export const localDateOf = (instant, zone) => localTimeOf(instant, zone).date;

/**
 * `HH:MM` of a minute of the day.
 * @param {number} minute
 */
export const clockOf = (minute) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The wall clock of a zone at an instant, as a local date and time ("2030-03-06T09:05"): strings
 * of this shape compare in time order.
 * @param {Date} instant
 * @param {string} zone
 */
export function wallClockOf(instant, zone) {
  const { date, minute } = localTimeOf(instant, zone);
  return `${date}T${clockOf(minute)}`;
}

const dayMs = 86_400_000;
/** @param {string} date */
const utcMidnight = (date) => Date.parse(`${date}T00:00:00Z`);

/**
 * Calendar days on from a local date: counted on the calendar, not as 24-hour spans, so a DST
 * change in between cannot skip or repeat a day.
 * @param {string} date
 * @param {number} days
 */
export const addDays = (date, days) =>
  new Date(utcMidnight(date) + days * dayMs).toISOString().slice(0, 10);

/**
 * 1 = Monday … 7 = Sunday.
 * @param {string} date
 */
export const isoWeekday = (date) => ((new Date(utcMidnight(date)).getUTCDay() + 6) % 7) + 1;

/**
 * The Monday of the week holding a local date.
 * @param {string} date
 */
export const mondayOf = (date) => addDays(date, 1 - isoWeekday(date));

/**
 * How far a zone's clocks are ahead of UTC at an instant, in minutes (Belgrade in summer: 120).
 * @param {Date} instant
 * @param {string} zone
 */
export function utcOffsetOf(instant, zone) {
  const { date, minute } = localTimeOf(instant, zone);
  const wall = utcMidnight(date) + minute * 60_000;
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * An instant as ISO 8601 in a zone's wall clock with its offset ("2026-12-01T10:00:00+01:00"): what
 * schema.org's dates ask, so a reader sees the venue's local time without knowing its zone.
 * @param {Date} instant
 * @param {string} zone
 */
export function zonedIsoOf(instant, zone) {
  const offset = utcOffsetOf(instant, zone);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wallClockOf(instant, zone)}:00${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}
