import { describe, expect, it } from 'vitest';
import { hasPassed, weekDates, weekStart } from './calendarDates';

describe('calendar dates', () => {
  it("starts the week on the locale's day", () => {
    // 2030-03-06 is a Wednesday.
    expect(weekStart('2030-03-06', 1)).toBe('2030-03-04');
    expect(weekStart('2030-03-06', 0)).toBe('2030-03-03');
    expect(weekStart('2030-03-03', 1)).toBe('2030-02-25');
    expect(weekStart('2030-03-10', 1)).toBe('2030-03-04');
    expect(weekStart('2030-03-10', 0)).toBe('2030-03-10');
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
