import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localDateOf, mondayOf, zonedInstant } from './zonedTime.js';

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
});
