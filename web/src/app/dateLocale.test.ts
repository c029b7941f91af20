import { describe, expect, it } from 'vitest';
import { dateLocaleFor, formatUiDate, weekdayOrder } from './dateLocale';

const date = new Date(2025, 2, 7); // 7 March 2025, a Friday

describe('date locales (spec §9)', () => {
  it('uses mm/dd/yy and a Sunday-first week for English', () => {
    const en = dateLocaleFor('en');
    expect(formatUiDate(date, en)).toBe('03/07/25');
    expect(weekdayOrder(en)[0]).toBe(0);
  });

  it('starts Serbian and Russian weeks on Monday', () => {
    for (const prefix of ['sr-RS', 'ru'] as const) {
      const locale = dateLocaleFor(prefix);
      expect(weekdayOrder(locale)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    }
    expect(formatUiDate(date, dateLocaleFor('sr-RS'))).toBe('07.03.2025.');
    expect(formatUiDate(date, dateLocaleFor('ru'))).toBe('07.03.2025');
  });
});
