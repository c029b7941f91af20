import type { LocalDate } from './wallClock.js';

/**
 * The instant a wall clock in the zone shows `minute` minutes after midnight of `date`. In the
 * hour a DST change skips, the result lands an hour later; in the hour it repeats, the later one.
 */
export function zonedInstant(date: LocalDate, minute: number, zone: string): Date;
/** The instant each minute of a local day shows in the zone, undefined for a skipped minute. */
export function dayInstants(date: LocalDate, zone: string): (minute: number) => Date | undefined;
