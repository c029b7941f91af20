import { describe, expect, it } from 'vitest';
import { openingStatus, wallClock } from './openingStatus';

const weekdays = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, intervals: [{ opensAt, closesAt }] }));
// Saturday with a lunch closure; Sunday closed.
const days = [
  ...weekdays('09:00', '20:00'),
  {
    weekday: 6,
    intervals: [
      { opensAt: '09:00', closesAt: '13:00' },
      { opensAt: '14:00', closesAt: '17:00' },
    ],
  },
  { weekday: 7, intervals: [] },
];
const belgrade = 'Europe/Belgrade';
// 2026-11-24 is a Tuesday; Belgrade is UTC+1 in November.
const at = (iso: string) => Date.parse(iso);

describe('openingStatus', () => {
  it("reads the instant on the venue clock, not this machine's", () => {
    expect(wallClock(at('2026-11-24T23:30:00Z'), belgrade)).toEqual({ weekday: 3, time: '00:30' });
    expect(wallClock(at('2026-11-24T23:30:00Z'), 'Europe/Moscow')).toEqual({
      weekday: 3,
      time: '02:30',
    });
  });

  it('is open until the current interval closes', () => {
    expect(openingStatus(days, belgrade, at('2026-11-24T08:00:00Z'))).toEqual({
      open: true,
      closesAt: '20:00',
    });
  });

  it('opens later today before opening and over a lunch closure', () => {
    expect(openingStatus(days, belgrade, at('2026-11-24T06:30:00Z'))).toEqual({
      open: false,
      opensAt: '09:00',
    });
    // Saturday 13:30 in Belgrade.
    expect(openingStatus(days, belgrade, at('2026-11-28T12:30:00Z'))).toEqual({
      open: false,
      opensAt: '14:00',
    });
  });

  it('names the next weekday it opens after closing, skipping closed days', () => {
    // Saturday 18:00 → closed Sunday → Monday 09:00.
    expect(openingStatus(days, belgrade, at('2026-11-28T17:00:00Z'))).toEqual({
      open: false,
      opensAt: '09:00',
      weekday: 1,
    });
    // Closing time itself is closed.
    expect(openingStatus(days, belgrade, at('2026-11-24T19:00:00Z'))).toEqual({
      open: false,
      opensAt: '09:00',
      weekday: 3,
    });
  });

  it('never opens without hours', () => {
    expect(openingStatus([], belgrade, at('2026-11-24T08:00:00Z'))).toEqual({ open: false });
  });
});
