/** A calendar day, `YYYY-MM-DD`. */
export type LocalDate = string;

/** The local calendar day and minute of the day an instant shows in a zone. */
export function localTimeOf(instant: Date, zone: string): { date: LocalDate; minute: number };
/** The calendar day an instant falls on in a zone ("today" there). */
export function localDateOf(instant: Date, zone: string): LocalDate;
/** `HH:MM` of a minute of the day. */
export function clockOf(minute: number): string;
/** The wall clock of a zone at an instant, as a local date and time ("2030-03-06T09:05"). */
export function wallClockOf(instant: Date, zone: string): string;
/** Calendar days on from a local date (not 24-hour spans). */
export function addDays(date: LocalDate, days: number): LocalDate;
/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number;
/** The Monday of the week holding a local date. */
export function mondayOf(date: LocalDate): LocalDate;
/** How far a zone's clocks are ahead of UTC at an instant, in minutes. */
export function utcOffsetOf(instant: Date, zone: string): number;
/** An instant as ISO 8601 in a zone's wall clock with its offset ("2026-12-01T10:00:00+01:00"). */
export function zonedIsoOf(instant: Date, zone: string): string;
