import { describe, expect, it } from 'vitest';
import { addDays, longDate, todayIn, weekDates, weekStart } from './calendarDates';

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

  it('names a date in full for screen readers', () => {
    expect(longDate('2030-03-06', 'en')).toBe('Wednesday, March 6, 2030');
    expect(longDate('2030-03-06', 'ru')).toContain('2030');
  });
});
