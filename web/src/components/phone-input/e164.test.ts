import { describe, expect, it } from 'vitest';
import { formattedPhone, toE164 } from './e164';

describe('phone numbers (libphonenumber-js)', () => {
  it('reads a number as people write it in the chosen country, or with its code, as E.164', () => {
    expect(toE164({ country: 'RS', number: '0641234567' })).toBe('+381641234567');
    expect(toE164({ country: 'RS', number: '064 123 4567' })).toBe('+381641234567');
    expect(toE164({ country: 'RS', number: '+381 64 1234567' })).toBe('+381641234567');
    expect(toE164({ country: 'ME', number: '067 123 456' })).toBe('+38267123456');
    expect(toE164({ country: 'RU', number: '8 (912) 345-67-89' })).toBe('+79123456789');
  });

  it('refuses an empty number, one a digit short and one too long', () => {
    expect(toE164({ country: 'RS', number: '' })).toBeNull();
    expect(toE164({ country: 'RS', number: '12' })).toBeNull();
    expect(toE164({ country: 'RS', number: '06412345' })).toBeNull();
    expect(toE164({ country: 'RS', number: '0641234567890' })).toBeNull();
  });

  it('writes a valid number as its country does, and leaves one that is not as typed', () => {
    expect(formattedPhone({ country: 'RS', number: '+79123456789' })).toEqual({
      country: 'RU',
      number: '8 (912) 345-67-89',
    });
    expect(formattedPhone({ country: 'RS', number: '064 12' })).toEqual({
      country: 'RS',
      number: '064 12',
    });
  });
});
