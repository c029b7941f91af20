import { describe, expect, it } from 'vitest';
import { serbianLatin } from './serbianLatin.js';

describe('serbianLatin', () => {
  it('writes Serbian Cyrillic in Serbian Latin, letter for letter', () => {
    expect(serbianLatin('Отказивање резервације')).toBe('otkazivanje rezervacije');
    expect(serbianLatin('Ђурђевак, Љубав, Њива, Џеп, Ћевап, Жута, Чаша, Шума')).toBe(
      'đurđevak, ljubav, njiva, džep, ćevap, žuta, čaša, šuma',
    );
    expect(serbianLatin('Promena termina')).toBe('promena termina');
  });
});
