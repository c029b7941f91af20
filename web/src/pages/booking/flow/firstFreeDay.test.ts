import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@termin/zoned-time';
import { firstFreeDay, type FreeDaysFrom } from './firstFreeDay';

/** Availability with free starts only on `freeDates`, recording what was asked. */
function availabilityWith(freeDates: string[]) {
  const asked: [string, number][] = [];
  const freeDaysFrom: FreeDaysFrom = vi.fn(async (from: string, days: number) => {
    asked.push([from, days]);
    return Array.from({ length: days }, (_, index) => {
      const date = addDays(from, index);
      return { date, slots: freeDates.includes(date) ? ['10:00'] : [] };
    });
  });
  return { freeDaysFrom, asked };
}

describe('firstFreeDay', () => {
  it('finds the first free day weeks ahead, asking up to 62 days at a time', async () => {
    const { freeDaysFrom, asked } = availabilityWith(['2030-05-20', '2030-05-21']);
    expect(await firstFreeDay('2030-03-11', '2030-06-08', freeDaysFrom)).toBe('2030-05-20');
    expect(asked).toEqual([
      ['2030-03-11', 62],
      ['2030-05-12', 28],
    ]);
  });

  it('is null when nothing is free up to the horizon', async () => {
    const { freeDaysFrom, asked } = availabilityWith(['2030-06-09']);
    expect(await firstFreeDay('2030-06-01', '2030-06-08', freeDaysFrom)).toBeNull();
    expect(asked).toEqual([['2030-06-01', 8]]);
    expect(await firstFreeDay('2030-06-09', '2030-06-08', freeDaysFrom)).toBeNull();
  });
});
