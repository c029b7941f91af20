import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/general/en/data.json';
import ru from '../../../../locales/general/ru/data.json';
import sr from '../../../../locales/general/sr/data.json';
import { dateLocaleFor } from '../dateLocale';
import {
  formatUtcOffset,
  formatVenueDateTime,
  formatVenueTimeRange,
  formatWallDate,
  formatWallDateTime,
  formatWallMonths,
  formatWallTime,
} from './dateTime';

// The IntlProvider's locale for each route prefix (AppShell): the date locale's tag.
const intlFor = (prefix: 'en' | 'sr-RS' | 'ru', messages: Record<string, string>) =>
  createIntl({ locale: dateLocaleFor(prefix).tag, messages });

const english = intlFor('en', en);
const serbian = intlFor('sr-RS', sr);
const russian = intlFor('ru', ru);

describe('dates and times on booking, event and order pages', () => {
  it('writes a time the one way of each locale: 12-hour English, 24-hour Serbian and Russian', () => {
    expect(formatWallTime(english, '15:05')).toBe('3:05 PM');
    expect(formatWallTime(serbian, '15:05')).toBe('15:05');
    expect(formatWallTime(russian, '09:00')).toBe('09:00');
  });

  it('writes a part of a visit as a range of times at the venue, the locale’s way', () => {
    // 09:45–10:45 UTC is 10:45–11:45 in Belgrade; Intl joins the range with narrow spaces.
    const range = (intl: typeof english, end = '2026-11-24T10:45:00.000Z') =>
      formatVenueTimeRange(intl, '2026-11-24T09:45:00.000Z', end, 'Europe/Belgrade').replace(
        /[\u2009\u202f]/g,
        ' ',
      );
    expect(range(english)).toBe('10:45 – 11:45 AM');
    expect(range(english, '2026-11-24T12:00:00.000Z')).toBe('10:45 AM – 1:00 PM');
    expect(range(serbian)).toBe('10:45–11:45');
    expect(range(russian)).toBe('10:45–11:45');
  });

  it('writes the same moment alike whether it comes as an instant or as the venue wall clock', () => {
    // 14:05 UTC is 15:05 in Belgrade (CET) and 19:05 in Yekaterinburg.
    const instant = '2026-11-24T14:05:00.000Z';
    for (const intl of [english, serbian, russian]) {
      expect(formatVenueDateTime(intl, instant, 'Europe/Belgrade')).toBe(
        formatWallDateTime(intl, '2026-11-24', '15:05'),
      );
      expect(formatVenueDateTime(intl, instant, 'Asia/Yekaterinburg')).toBe(
        formatWallDateTime(intl, '2026-11-24', '19:05'),
      );
    }
    expect(formatWallDateTime(english, '2026-11-24', '15:05')).toBe(
      'Tuesday, November 24, 2026 at 3:05 PM',
    );
    expect(formatWallDateTime(russian, '2026-11-24', '15:05')).toBe(
      'вторник, 24 ноября 2026 г. в 15:05',
    );
  });

  it('reads Serbian in Latin script', () => {
    expect(formatWallDate(serbian, '2026-11-24')).toBe('utorak, 24. novembar 2026.');
    expect(formatWallDateTime(serbian, '2026-11-24', '10:00')).toBe(
      'utorak, 24. novembar 2026. u 10:00',
    );
  });

  it('keeps the wall date whatever the zone of the machine', () => {
    expect(formatWallDate(english, '2030-03-31')).toBe('Sunday, March 31, 2030');
    expect(formatWallDate(english, '2030-03-06')).toBe('Wednesday, March 6, 2030');
  });

  it('captions a week across two months with both, capitalized as a sentence (issue 42)', () => {
    expect(formatWallMonths(english, '2026-11-22', '2026-11-28')).toBe('November 2026');
    expect(formatWallMonths(english, '2026-11-29', '2026-12-05')).toMatch(
      /^November\s–\sDecember 2026$/,
    );
    expect(formatWallMonths(serbian, '2026-11-29', '2026-12-05')).toMatch(
      /^Novembar\s–\sdecembar 2026\.$/,
    );
    expect(formatWallMonths(russian, '2026-11-22', '2026-11-28')).toBe('Ноябрь 2026 г.');
    expect(formatWallMonths(russian, '2026-11-29', '2026-12-05')).toMatch(
      /^Ноябрь\s.*декабрь\s2026\sг\.$/,
    );
  });

  it('names a zone by its offset from UTC, never its database id (issue 42 item 23)', () => {
    expect(formatUtcOffset('2026-07-01', 'Europe/Belgrade')).toBe('UTC+2');
    expect(formatUtcOffset('2026-12-01', 'Europe/Belgrade')).toBe('UTC+1');
    expect(formatUtcOffset('2026-12-01', 'Asia/Yekaterinburg')).toBe('UTC+5');
    expect(formatUtcOffset('2026-12-01', 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(formatUtcOffset('2026-12-01', 'America/St_Johns')).toBe('UTC\u22123:30');
  });

  it('writes ranges with plain spaces, as browsers do, so hydration reads the same text', () => {
    const range = formatVenueTimeRange(
      english,
      '2026-12-01T08:15:00Z',
      '2026-12-01T09:15:00Z',
      'Europe/Belgrade',
    );
    expect(range).toBe('9:15 – 10:15 AM');
    expect(formatWallMonths(english, '2026-11-29', '2026-12-05')).toBe('November – December 2026');
  });
});
