import { describe, expect, it } from 'vitest';
import { fromE164, toE164 } from './e164';

describe('checkout phone numbers', () => {
  it('joins the dial code and the masked national number as E.164, dropping a trunk 0', () => {
    expect(toE164({ country: 'RS', number: '064 123 4567' })).toBe('+381641234567');
    expect(toE164({ country: 'RS', number: '64 123 4567' })).toBe('+381641234567');
    expect(toE164({ country: 'RU', number: '(912) 345-67-89' })).toBe('+79123456789');
  });

  it('refuses an empty or implausible number', () => {
    expect(toE164({ country: 'RS', number: '' })).toBeNull();
    expect(toE164({ country: 'RS', number: '12' })).toBeNull();
    expect(toE164({ country: 'XX', number: '641234567' })).toBeNull();
  });

  it('reads a stored number back into the picker, the project country winning a shared code', () => {
    expect(fromE164('+381641234567', 'RS').country).toBe('RS');
    expect(fromE164('+381641234567', 'RS').number.replace(/\D/g, '')).toBe('641234567');
    expect(fromE164('+79123456789', 'RU').country).toBe('RU');
    expect(fromE164(null, 'RS')).toEqual({ country: 'RS', number: '' });
  });
});
