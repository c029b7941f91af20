import { describe, expect, it } from 'vitest';
import { wallClockIn } from '../../../app/format/dateTime';
import { addDays, hasPassed, todayIn, weekDates, weekStart } from './calendarDates';

describe('calendar dates', () => {
  it("starts the week on the locale's day", () => {
    // 2030-03-06 is a Wednesday.
    expect(weekStart('2030-03-06', 1)).toBe('2030-03-04');
    expect(weekStart('2030-03-06', 0)).toBe('2030-03-03');
    expect(weekStart('2030-03-03', 1)).toBe('2030-02-25');
    expect(weekDates('2030-03-04')).toHaveLength(7);
  });

  it('counts days across month ends and DST changes', () => {
    expect(addDays('2030-03-30', 2)).toBe('2030-04-01');
    expect(addDays('2030-10-27', 1)).toBe('2030-10-28');
  });

  it("reads today on the branch's wall calendar", () => {
    const lateEvening = new Date('2030-03-05T23:30:00Z');
    expect(todayIn('Europe/Belgrade', lateEvening)).toBe('2030-03-06');
    expect(todayIn('America/New_York', lateEvening)).toBe('2030-03-05');
  });

  it("reads the branch's wall clock", () => {
    const lateEvening = new Date('2030-03-05T23:30:00Z');
    expect(wallClockIn('Europe/Belgrade', lateEvening)).toBe('2030-03-06T00:30');
    expect(wallClockIn('Asia/Yekaterinburg', lateEvening)).toBe('2030-03-06T04:30');
  });

  it('tells a time that is over at the branch from one still to come', () => {
    const now = new Date('2030-03-06T08:59:00Z'); // 09:59 in Belgrade
    expect(hasPassed('2020-01-07', '10:00', 'Europe/Belgrade', now)).toBe(true);
    expect(hasPassed('2030-03-06', '09:30', 'Europe/Belgrade', now)).toBe(true);
    expect(hasPassed('2030-03-06', '10:00', 'Europe/Belgrade', now)).toBe(false);
    expect(hasPassed('2030-03-07', '08:00', 'Europe/Belgrade', now)).toBe(false);
  });
});
