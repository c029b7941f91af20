import { describe, expect, it } from 'vitest';
import { e164Phone, internationalPhone, phoneEntry } from './phoneNumber.js';

describe('e164Phone', () => {
  it('reads numbers as people in each country write them', () => {
    expect(e164Phone('0641234567', 'RS')).toBe('+381641234567');
    expect(e164Phone('064/123-4567', 'RS')).toBe('+381641234567');
    expect(e164Phone('+381 64 1234567')).toBe('+381641234567');
    expect(e164Phone('067 123 456', 'ME')).toBe('+38267123456');
    expect(e164Phone('061 123 456', 'BA')).toBe('+38761123456');
    expect(e164Phone('8 (912) 345-67-89', 'RU')).toBe('+79123456789');
  });

  it('refuses a number with letters, whose meaning E.164 cannot keep', () => {
    expect(e164Phone('064 123 4567 ext 5', 'RS')).toBeNull();
    expect(e164Phone('064 123 4567 x5', 'RS')).toBeNull();
    expect(e164Phone('8 800 FLOWERS', 'RU')).toBeNull();
    expect(e164Phone('064 123 456O', 'RS')).toBeNull();
  });

  it('refuses a number a digit short or long, and no number', () => {
    expect(e164Phone('06412345', 'RS')).toBeNull();
    expect(e164Phone('0641234567890', 'RS')).toBeNull();
    expect(e164Phone('', 'RS')).toBeNull();
  });

  it('writes a stored number for reading, and leaves text that is no number as it is', () => {
    expect(internationalPhone('+381641234567')).toBe('+381 64 1234567');
    expect(internationalPhone('+79123456789')).toBe('+7 912 345 67 89');
    expect(internationalPhone('12-34')).toBe('12-34');
  });
});

describe('phoneEntry', () => {
  it('writes a number as its country does, moving to the country of the code it was typed with', () => {
    expect(phoneEntry('0641234567', 'RS')).toEqual({ country: 'RS', number: '064 1234567' });
    expect(phoneEntry('+79123456789', 'RS')).toEqual({
      country: 'RU',
      number: '8 (912) 345-67-89',
    });
  });

  it('keeps text that is no valid number as it is, in the given country', () => {
    expect(phoneEntry('064 12', 'RS')).toEqual({ country: 'RS', number: '064 12' });
    expect(phoneEntry('12-34', 'BA')).toEqual({ country: 'BA', number: '12-34' });
  });
});
