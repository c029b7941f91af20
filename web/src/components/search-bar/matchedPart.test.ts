import { describe, expect, it } from 'vitest';
import { matchedPart } from './matchedPart';

describe('matchedPart', () => {
  it('marks the start of the title the text matched, as the title writes it', () => {
    expect(matchedPart('Manicure', 'man')).toEqual({ before: '', match: 'Man', after: 'icure' });
  });

  it('marks a word inside the title, ignoring case and diacritics', () => {
    expect(matchedPart('Fit Arena Niš', 'NIS')).toEqual({
      before: 'Fit Arena ',
      match: 'Niš',
      after: '',
    });
    expect(matchedPart('Anticelulit masaža', 'masaza')).toEqual({
      before: 'Anticelulit ',
      match: 'masaža',
      after: '',
    });
  });

  it('maps đ typed as dj back onto the title', () => {
    expect(matchedPart('Đakovo studio', 'dja')).toEqual({
      before: '',
      match: 'Đa',
      after: 'kovo studio',
    });
  });

  it('matches several typed words across the spacing of the title', () => {
    expect(matchedPart('Salon Lotus - Novi Sad', 'lotus novi')).toEqual({
      before: 'Salon ',
      match: 'Lotus - Novi',
      after: ' Sad',
    });
    expect(matchedPart('Salon Lotus Novi Sad', 'lotus  novi')).toEqual({
      before: 'Salon ',
      match: 'Lotus Novi',
      after: ' Sad',
    });
  });

  it('marks nothing inside a word or when the title does not show the text', () => {
    expect(matchedPart('Tretman lica', 'man')).toBeUndefined();
    expect(matchedPart('Haircut', 'šišanje')).toBeUndefined();
    expect(matchedPart('Haircut', '  ')).toBeUndefined();
  });
});
