import { describe, expect, it } from 'vitest';
import { shownDayOf } from './WeekCalendar';

const dates = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
const slot = { time: '10:00', startsAt: '2026-11-30T09:00:00Z' };
const days = [
  { date: '2026-11-29', slots: [] },
  { date: '2026-11-30', slots: [slot] },
  { date: '2026-12-01', slots: [] },
  { date: '2026-12-02', slots: [slot] },
];

describe('shownDayOf', () => {
  it('shows the chosen day when it has free times', () => {
    expect(shownDayOf(dates, days, '2026-12-02')).toBe('2026-12-02');
  });

  it('shows the next day with free times when "Next week" lands on a closed one (issue 42)', () => {
    expect(shownDayOf(dates, days, '2026-11-29')).toBe('2026-11-30');
    expect(shownDayOf(dates, days, '2026-12-01')).toBe('2026-12-02');
  });

  it('shows the first free day of the week without a choice in it, none when nothing is free', () => {
    expect(shownDayOf(dates, days, undefined)).toBe('2026-11-30');
    expect(shownDayOf(dates, days, '2027-01-05')).toBe('2026-11-30');
    expect(shownDayOf(dates, [], '2026-11-29')).toBeUndefined();
  });
});
