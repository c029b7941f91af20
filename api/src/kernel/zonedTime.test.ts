import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInstants,
  isoWeekday,
  localDateOf,
  localTimeOf,
  mondayOf,
  zonedInstant,
} from './zonedTime.js';

describe('zoned time', () => {
  it('reads wall-clock minutes in the zone, across DST changes', () => {
    expect(zonedInstant('2026-01-15', 600, 'Europe/Belgrade').toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 600, 'Europe/Belgrade').toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    // The night clocks go forward (29 March 2026): 01:00 is still winter time, 03:00 summer time.
    expect(zonedInstant('2026-03-29', 60, 'Europe/Belgrade').toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(zonedInstant('2026-03-29', 180, 'Europe/Belgrade').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15', 600, 'Asia/Yekaterinburg').toISOString()).toBe(
      '2026-07-15T05:00:00.000Z',
    );
  });

  it('tells the local day and weekday', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(localDateOf(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(localDateOf(lateEvening, 'Europe/Moscow')).toBe('2026-11-23');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("gives every minute of a day the instant the zone's rules give it, on every day of a year", () => {
    // Belgrade and Moscow (served), Santiago (clocks change at midnight, so a day can start at
    // 01:00) and Lord Howe (a half-hour change).
    const zones = ['Europe/Belgrade', 'Europe/Moscow', 'America/Santiago', 'Australia/Lord_Howe'];
    // The night's half hours, where clocks change, and some of the day's: a wrong offset shows
    // at every minute of its day.
    const minutes = [0, 30, 60, 90, 120, 150, 180, 210, 540, 765, 1020, 1410];
    const exact = (date: string, minute: number, zone: string) => {
      const instant = zonedInstant(date, minute, zone);
      const shown = localTimeOf(instant, zone);
      return shown.date === date && shown.minute === minute ? instant.toISOString() : undefined;
    };
    for (const zone of zones) {
      for (let day = 0; day < 365; day += 1) {
        const date = addDays('2026-01-01', day);
        const instantOf = dayInstants(date, zone);
        for (const minute of minutes) {
          const expected = exact(date, minute, zone);
          expect(instantOf(minute)?.toISOString(), `${zone} ${date} ${minute}`).toBe(expected);
        }
      }
    }
    // The hour Belgrade's clocks skip (29 March 2026, 02:00 → 03:00) has no instants.
    const change = dayInstants('2026-03-29', 'Europe/Belgrade');
    expect(
      [change(90), change(120), change(150), change(180)].map((at) => at?.toISOString()),
    ).toEqual(['2026-03-29T00:30:00.000Z', undefined, undefined, '2026-03-29T01:00:00.000Z']);
  });

  it('reads every instant as the time zone database does, offsets kept per quarter hour', () => {
    // The reading it replaces: formatToParts for each instant.
    const formats = new Map<string, Intl.DateTimeFormat>();
    const reference = (instant: Date, zone: string) => {
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
      const parts = Object.fromEntries(
        format.formatToParts(instant).map((part) => [part.type, part.value]),
      );
      return {
        date: `${parts['year']}-${parts['month']}-${parts['day']}`,
        minute: Number(parts['hour']) * 60 + Number(parts['minute']),
      };
    };
    // Served zones, a midnight change (Santiago), a half-hour change (Lord Howe), quarter-hour
    // offsets (Kathmandu, Chatham) and a half-hour one west of UTC (St John's).
    const zones = [
      'Europe/Belgrade',
      'Europe/Moscow',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'America/St_Johns',
    ];
    const start = Date.UTC(2026, 0, 1);
    // Every 17 minutes and 13 seconds for a year, at varying seconds into a quarter hour.
    const wrong: string[] = [];
    for (const zone of zones) {
      for (let at = start; at < start + 365 * 86_400_000; at += 1_033_000) {
        const instant = new Date(at + (at % 997));
        const read = localTimeOf(instant, zone);
        const expected = reference(instant, zone);
        if (read.date !== expected.date || read.minute !== expected.minute)
          wrong.push(`${zone} ${instant.toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(() => localTimeOf(new Date(Number.NaN), 'Europe/Belgrade')).toThrow(RangeError);
  });
});
