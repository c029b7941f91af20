import { describe, expect, it } from 'vitest';
import { dateLocaleFor } from './dateLocale';

describe('date locales (spec §9)', () => {
  it('uses mm/dd/yy and a Sunday-first week for English', () => {
    expect(dateLocaleFor('en')).toMatchObject({ dateFormat: 'mm/dd/yy', weekStartsOn: 0 });
  });

  it('starts Serbian and Russian weeks on Monday', () => {
    expect(dateLocaleFor('sr-RS')).toMatchObject({ dateFormat: 'dd.mm.yyyy.', weekStartsOn: 1 });
    expect(dateLocaleFor('ru')).toMatchObject({ dateFormat: 'dd.mm.yyyy', weekStartsOn: 1 });
  });
});
