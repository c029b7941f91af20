import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/general/en/data.json';
import ru from '../../../../locales/general/ru/data.json';
import sr from '../../../../locales/general/sr/data.json';
import { formatDuration } from './duration';

const intl = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('durations', () => {
  it('are minutes under an hour, hours and minutes from one', () => {
    expect(formatDuration(intl('en', en), 45)).toBe('45 min');
    expect(formatDuration(intl('en', en), 60)).toBe('1 h');
    expect(formatDuration(intl('en', en), 90)).toBe('1 h 30 min');
    expect(formatDuration(intl('en', en), 1440)).toBe('24 h');
  });

  it("are written in the reader's language", () => {
    expect(formatDuration(intl('sr-Latn-RS', sr), 150)).toBe('2 h 30 min');
    expect(formatDuration(intl('ru', ru), 150)).toBe('2 ч 30 мин');
  });
});
