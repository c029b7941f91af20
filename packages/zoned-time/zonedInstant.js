// From a zone's wall clock to instants, over luxon: which instant a local date and time is, and
// what happens in the hour a DST change skips or repeats, are the time zone rules luxon keeps.
import { DateTime } from 'luxon';
import { addDays, localTimeOf } from './wallClock.js';

const dayMs = 86_400_000;

/**
 * @param {string} date
 * @param {number} minute
 * @param {string} zone
 */
function wallTime(date, minute, zone) {
  const carried = addDays(date, Math.floor(minute / 1440));
  const rest = ((minute % 1440) + 1440) % 1440;
  const [year, month, day] = carried.split('-').map(Number);
  const time = DateTime.fromObject(
    { year, month, day, hour: Math.floor(rest / 60), minute: rest % 60 },
    { zone },
  );
  if (!time.isValid)
    throw new RangeError(`${date} ${minute} in ${zone}: ${time.invalidExplanation}`);
  return time;
}

/**
 * The instant a wall clock in the zone shows `minute` minutes after midnight of `date`. In the
 * hour a DST change skips, the result lands an hour later, as a clock moved forward would; in the
 * hour it repeats, the later of the two.
 * @param {string} date
 * @param {number} minute
 * @param {string} zone
 */
export const zonedInstant = (date, minute, zone) => wallTime(date, minute, zone).toJSDate();

/**
 * The UTC offset (ms) of a local day when midnight to midnight is 24 hours at one offset, else
 * null. Kept per zone and day: reading the rules costs luxon several Intl calls (about 0.1 ms a
 * day), and availability asks for the same weeks again and again. Forgotten all at once when full.
 * @type {Map<string, number | null>}
 */
const steadyOffsets = new Map();

/**
 * @param {string} date
 * @param {string} zone
 */
function steadyOffset(date, zone) {
  const key = `${zone} ${date}`;
  let known = steadyOffsets.get(key);
  if (known === undefined) {
    const start = wallTime(date, 0, zone);
    const end = wallTime(addDays(date, 1), 0, zone);
    const steady =
      start.hour === 0 &&
      start.minute === 0 &&
      end.toMillis() - start.toMillis() === dayMs &&
      start.offset === end.offset;
    known = steady ? start.offset * 60_000 : null;
    if (steadyOffsets.size >= 10_000) steadyOffsets.clear();
    steadyOffsets.set(key, known);
  }
  return known;
}

/**
 * The instant each minute of a local day shows in the zone, or undefined for a minute the wall
 * clock skips that day. A day at one offset (every day but the two a year the clocks change) is
 * arithmetic on it: the booking calendar asks for every step of a month's opening hours.
 * @param {string} date
 * @param {string} zone
 * @returns {(minute: number) => Date | undefined}
 */
export function dayInstants(date, zone) {
  const offset = steadyOffset(date, zone);
  if (offset !== null) {
    const wall = Date.parse(`${date}T00:00:00Z`);
    return (minute) => new Date(wall + minute * 60_000 - offset);
  }
  return (minute) => {
    const instant = zonedInstant(date, minute, zone);
    // The wall clock skips this minute: luxon moved it on by the change.
    const shown = localTimeOf(instant, zone);
    return shown.date === date && shown.minute === minute ? instant : undefined;
  };
}
