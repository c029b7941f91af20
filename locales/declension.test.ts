import { describe, expect, it } from 'vitest';
import { localeMessages } from './localeMessages.js';

// Issue 42, item 23: a name or a date put where Serbian or Russian grammar wants another case
// ("kod Tamara Marković", "u Salon Lotus Vračar", "do utorak", "до воскресенье") reads broken, and
// names cannot be declined by a template. Wordings that need no case ending are used instead.

/** Arguments that hold a name of a person or a place, or a full date (weekday first). */
const declinable = '(?:branch|master|venue|name|specialist|city|deadline|date|organization)';
const governing = {
  sr: new RegExp(`\\b(?:kod|u|do|od|iz|za|salonu|sa|prema|o)\\s+\\{${declinable}\\}`, 'iu'),
  ru: new RegExp(`(?:^|[\\s(])(?:у|в|до|от|из|с|к|о|по|для|салоне)\\s+\\{${declinable}\\}`, 'iu'),
};

describe.each(Object.entries(governing))('%s messages', (language, pattern) => {
  it('never put a name or a date where a case ending is needed', () => {
    const misplaced = localeMessages(language)
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(misplaced).toEqual([]);
  });
});
