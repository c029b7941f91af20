import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockOf,
  isoWeekday,
  localDateOf,
  localTimeOf,
  mondayOf,
  utcOffsetOf,
  wallClockOf,
  zonedIsoOf,
} from './wallClock.js';

describe('wall clock of a zone', () => {
  it('tells the local day and time around the clock changes of Belgrade, Moscow and Yekaterinburg', () => {
    // Belgrade springs forward on 28 March 2027 at 01:00 UTC (02:00 → 03:00).
    expect(wallClockOf(new Date('2027-03-28T00:59:00Z'), 'Europe/Belgrade')).toBe(
      '2027-03-28T01:59',
    );
    expect(wallClockOf(new Date('2027-03-28T01:00:00Z'), 'Europe/Belgrade')).toBe(
      '2027-03-28T03:00',
    );
    // …and falls back on 31 October 2027 at 01:00 UTC (03:00 → 02:00).
    expect(wallClockOf(new Date('2027-10-31T00:30:00Z'), 'Europe/Belgrade')).toBe(
      '2027-10-31T02:30',
    );
    expect(wallClockOf(new Date('2027-10-31T01:30:00Z'), 'Europe/Belgrade')).toBe(
      '2027-10-31T02:30',
    );
    // Moscow (UTC+3) and Yekaterinburg (UTC+5) keep one offset all year.
    for (const at of ['2027-01-15T21:30:00Z', '2027-03-28T21:30:00Z', '2027-10-31T21:30:00Z']) {
      expect(localTimeOf(new Date(at), 'Europe/Moscow')).toEqual({
        date: addDays(at.slice(0, 10), 1),
        minute: 30,
      });
      expect(localTimeOf(new Date(at), 'Asia/Yekaterinburg')).toEqual({
        date: addDays(at.slice(0, 10), 1),
        minute: 150,
      });
    }
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(localDateOf(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(localDateOf(lateEvening, 'Europe/Belgrade')).toBe('2026-11-23');
    expect(localDateOf(lateEvening, 'America/New_York')).toBe('2026-11-22');
  });

  it('reads every instant of a year as luxon reads it', () => {
    const zones = ['Europe/Belgrade', 'Europe/Moscow', 'Asia/Yekaterinburg', 'America/Santiago'];
    const wrong: string[] = [];
    const start = Date.UTC(2026, 0, 1);
    // Every 67 minutes and 13 seconds for a year.
    for (const zone of zones) {
      for (let at = start; at < start + 365 * 86_400_000; at += 4_033_000) {
        const seen = DateTime.fromMillis(at, { zone });
        const read = localTimeOf(new Date(at), zone);
        if (read.date !== seen.toISODate() || read.minute !== seen.hour * 60 + seen.minute)
          wrong.push(`${zone} ${new Date(at).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(() => localTimeOf(new Date(Number.NaN), 'Europe/Belgrade')).toThrow(RangeError);
  });

  it('counts days on the calendar, across a DST change and a year end', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(clockOf(545)).toBe('09:05');
  });

  it('tells how far a zone is ahead of UTC, across its clock changes (issue 42 item 23)', () => {
    expect(utcOffsetOf(new Date('2026-07-01T12:00:00Z'), 'Europe/Belgrade')).toBe(120);
    expect(utcOffsetOf(new Date('2026-12-01T12:00:00Z'), 'Europe/Belgrade')).toBe(60);
    expect(utcOffsetOf(new Date('2026-12-01T12:00:00Z'), 'Asia/Yekaterinburg')).toBe(300);
    expect(utcOffsetOf(new Date('2026-12-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetOf(new Date('2026-12-01T12:00:30Z'), 'America/St_Johns')).toBe(-210);
  });

  it('writes an instant as ISO 8601 in the zone, with the offset of that day', () => {
    expect(zonedIsoOf(new Date('2026-12-01T09:00:00Z'), 'Europe/Belgrade')).toBe(
      '2026-12-01T10:00:00+01:00',
    );
    expect(zonedIsoOf(new Date('2026-07-01T09:00:00Z'), 'Europe/Belgrade')).toBe(
      '2026-07-01T11:00:00+02:00',
    );
    expect(zonedIsoOf(new Date('2026-12-01T21:30:00Z'), 'Asia/Yekaterinburg')).toBe(
      '2026-12-02T02:30:00+05:00',
    );
    expect(zonedIsoOf(new Date('2026-12-01T12:00:00Z'), 'America/St_Johns')).toBe(
      '2026-12-01T08:30:00-03:30',
    );
    // The same instant, read back.
    const instant = '2027-10-31T01:30:00Z';
    expect(Date.parse(zonedIsoOf(new Date(instant), 'Europe/Belgrade'))).toBe(Date.parse(instant));
  });
});
