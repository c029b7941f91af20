import { describe, expect, it } from 'vitest';
import {
  isBranchSlug,
  isGuid,
  isLocalDate,
  isLocalTime,
  isUrlId,
  maxUrlId,
  urlText,
} from './urlValues';

describe('URL values (spec §5)', () => {
  it('takes ids the booking API can hold: 1 … 2^31 - 1, as written', () => {
    expect(isUrlId('1')).toBe(true);
    expect(isUrlId(String(maxUrlId))).toBe(true);
    for (const id of ['0', '007', '2147483648', '99999999999', '-1', '1e3', ' 1', '', null]) {
      expect(isUrlId(id), String(id)).toBe(false);
    }
  });

  it('takes a branch slug whose last piece is its id', () => {
    expect(isBranchSlug('salon-lotus-vracar-1')).toBe(true);
    expect(isBranchSlug('12')).toBe(true);
    expect(isBranchSlug('salon-lotus')).toBe(false);
    expect(isBranchSlug('salon-2147483648')).toBe(false);
    expect(isBranchSlug('a/b-1')).toBe(false);
  });

  it('takes guids', () => {
    expect(isGuid('3F2B8C1E-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(true);
    expect(isGuid('3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b')).toBe(false);
    expect(isGuid('42')).toBe(false);
  });

  it('takes only dates on the calendar', () => {
    expect(isLocalDate('2026-11-24')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    for (const date of ['2026-13-01', '2026-02-29', '2026-04-31', '2026-00-10', '0000-01-01']) {
      expect(isLocalDate(date), date).toBe(false);
    }
    expect(isLocalDate('9999-12-31')).toBe(false);
    expect(isLocalDate('2026-1-1')).toBe(false);
  });

  it('takes wall-clock times', () => {
    expect(isLocalTime('00:00')).toBe(true);
    expect(isLocalTime('23:59')).toBe(true);
    for (const time of ['24:00', '12:60', '9:00', '09:00:00']) {
      expect(isLocalTime(time), time).toBe(false);
    }
  });

  it('reads free text without control characters', () => {
    expect(urlText('  nails ')).toBe('nails');
    expect(urlText('a\u0000b')).toBeUndefined();
    expect(urlText('   ')).toBeUndefined();
    expect(urlText('x'.repeat(300), 100)).toHaveLength(100);
  });
});
