import { describe, expect, it } from 'vitest';
import { addDays, localTimeOf } from './wallClock.js';
import { dayInstants, zonedInstant } from './zonedInstant.js';

const at = (date: string, minute: number, zone: string) =>
  zonedInstant(date, minute, zone).toISOString();

describe('instants of a wall clock', () => {
  it('places wall-clock minutes in Belgrade across its DST changes', () => {
    expect(at('2026-01-15', 600, 'Europe/Belgrade')).toBe('2026-01-15T09:00:00.000Z');
    expect(at('2026-07-15', 600, 'Europe/Belgrade')).toBe('2026-07-15T08:00:00.000Z');
    // The night clocks go forward (29 March 2026): 01:00 is still winter time, 03:00 summer time,
    // and 02:30, which the clock skips, lands an hour later.
    expect(at('2026-03-29', 60, 'Europe/Belgrade')).toBe('2026-03-29T00:00:00.000Z');
    expect(at('2026-03-29', 150, 'Europe/Belgrade')).toBe('2026-03-29T01:30:00.000Z');
    expect(at('2026-03-29', 180, 'Europe/Belgrade')).toBe('2026-03-29T01:00:00.000Z');
    // The night they go back (25 October 2026): 02:30 happens twice; the later one is taken.
    expect(at('2026-10-25', 150, 'Europe/Belgrade')).toBe('2026-10-25T01:30:00.000Z');
    // Minutes past midnight carry to the next day.
    expect(at('2026-03-28', 1440 + 180, 'Europe/Belgrade')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('places them in Moscow and Yekaterinburg, one offset all year', () => {
    for (const date of ['2026-01-15', '2026-03-29', '2026-07-15', '2026-10-25']) {
      expect(at(date, 600, 'Europe/Moscow')).toBe(`${date}T07:00:00.000Z`);
      expect(at(date, 600, 'Asia/Yekaterinburg')).toBe(`${date}T05:00:00.000Z`);
    }
    expect(() => zonedInstant('2026-01-15', 600, 'Mars/Olympus')).toThrow(RangeError);
  });

  it("gives every minute of a day the instant the zone's rules give it, on every day of a year", () => {
    // Served zones, Santiago (clocks change at midnight, so a day can start at 01:00) and Lord
    // Howe (a half-hour change).
    const zones = [
      'Europe/Belgrade',
      'Europe/Moscow',
      'Asia/Yekaterinburg',
      'America/Santiago',
      'Australia/Lord_Howe',
    ];
    const minutes = [0, 30, 60, 90, 120, 150, 180, 210, 540, 765, 1020, 1410];
    const exact = (date: string, minute: number, zone: string) => {
      const instant = zonedInstant(date, minute, zone);
      const shown = localTimeOf(instant, zone);
      return shown.date === date && shown.minute === minute ? instant.toISOString() : undefined;
    };
    // Differences collected and compared once: 21,900 expect calls took seconds on a busy machine.
    const wrong: string[] = [];
    for (const zone of zones) {
      for (let day = 0; day < 365; day += 1) {
        const date = addDays('2026-01-01', day);
        const instantOf = dayInstants(date, zone);
        for (const minute of minutes) {
          const given = instantOf(minute)?.toISOString();
          const expected = exact(date, minute, zone);
          if (given !== expected) wrong.push(`${zone} ${date} ${minute}: ${given} ≠ ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The hour Belgrade's clocks skip (29 March 2026, 02:00 → 03:00) has no instants.
    const change = dayInstants('2026-03-29', 'Europe/Belgrade');
    expect(
      [change(90), change(120), change(150), change(180)].map((i) => i?.toISOString()),
    ).toEqual(['2026-03-29T00:30:00.000Z', undefined, undefined, '2026-03-29T01:00:00.000Z']);
  });
});
