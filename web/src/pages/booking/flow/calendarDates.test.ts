import { describe, expect, it } from 'vitest';
import { daysBetween, hasPassed, weekDates, weekFrom } from './calendarDates';

describe('calendar dates', () => {
  it('runs weeks seven days from today, so the first holds no day that is over', () => {
    // 2026-11-28 is a Saturday: its week is that day and the six after it.
    expect(weekFrom('2026-11-28', '2026-11-28')).toBe('2026-11-28');
    expect(weekFrom('2026-12-04', '2026-11-28')).toBe('2026-11-28');
    expect(weekFrom('2026-12-05', '2026-11-28')).toBe('2026-12-05');
    expect(weekFrom('2026-12-20', '2026-11-28')).toBe('2026-12-19');
    // A date before today (a stale link) shows the first week.
    expect(weekFrom('2026-11-20', '2026-11-28')).toBe('2026-11-28');
    expect(daysBetween('2030-03-30', '2030-04-01')).toBe(2);
    expect(daysBetween('2030-10-26', '2030-10-28')).toBe(2);
    expect(weekDates('2030-03-04')).toHaveLength(7);
  });

  it('tells a time that is over at the branch from one still to come', () => {
    const now = new Date('2030-03-06T08:59:00Z'); // 09:59 in Belgrade
    expect(hasPassed('2020-01-07', '10:00', 'Europe/Belgrade', now)).toBe(true);
    expect(hasPassed('2030-03-06', '09:30', 'Europe/Belgrade', now)).toBe(true);
    expect(hasPassed('2030-03-06', '10:00', 'Europe/Belgrade', now)).toBe(false);
    expect(hasPassed('2030-03-07', '08:00', 'Europe/Belgrade', now)).toBe(false);
    // 13:59 in Yekaterinburg.
    expect(hasPassed('2030-03-06', '13:30', 'Asia/Yekaterinburg', now)).toBe(true);
    expect(hasPassed('2030-03-06', '14:00', 'Asia/Yekaterinburg', now)).toBe(false);
  });
});
