import { describe, expect, it } from 'vitest';
import { applyMask, dialCodeTable, phoneMaskFor } from './phoneMask';

describe('phone masks (spec §5)', () => {
  it('takes digits for # and writes the literals', () => {
    expect(applyMask('641234567', '## ### ####')).toBe('64 123 4567');
    expect(applyMask('64-123', '## ### ####')).toBe('64 123');
    expect(applyMask('9161234567', phoneMaskFor('RU'))).toBe('916 123-45-67');
  });

  it('takes letters for S and letters or digits for X', () => {
    expect(applyMask('ab12cd', 'SS-##-SS')).toBe('ab-12-cd');
    expect(applyMask('a1b2', 'XXXX')).toBe('a1b2');
    expect(applyMask('1a', 'SS')).toBe('a');
  });

  it('drops what the mask cannot take and cuts what goes beyond it', () => {
    expect(applyMask('12345678901234', '## ### ####')).toBe('12 345 6789');
    expect(applyMask('', '## ###')).toBe('');
  });

  it('falls back to a default mask', () => {
    expect(phoneMaskFor('RS')).toBe('## ### ####');
    expect(phoneMaskFor('ZZ')).toBe('### ### ####');
  });
});

describe('the dial-code table (spec §3)', () => {
  it('has about 240 countries keyed by two-letter code, each with name, dial code and flag', () => {
    const codes = Object.keys(dialCodeTable);
    expect(codes.length).toBeGreaterThanOrEqual(240);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      const entry = dialCodeTable[code]!;
      expect(entry.dial_code, code).toMatch(/^\+\d{1,4}$/);
      expect(entry.name, code).not.toBe('');
      expect([...entry.emoji], code).toHaveLength(2);
    }
    expect(dialCodeTable.RS).toEqual({ name: 'Serbia', dial_code: '+381', emoji: '🇷🇸' });
    expect(dialCodeTable.ME?.dial_code).toBe('+382');
    expect(dialCodeTable.BA?.dial_code).toBe('+387');
    expect(dialCodeTable.RU?.dial_code).toBe('+7');
  });
});
