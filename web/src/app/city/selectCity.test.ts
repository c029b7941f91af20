import { describe, expect, it } from 'vitest';
import { selectCity } from './selectCity';

const cities = [{ value: 'beograd' }, { value: 'novi-sad' }, { value: 'nis' }];

describe('selectCity (spec §4)', () => {
  it('prefers the remembered city', () => {
    expect(selectCity(cities, { remembered: 'nis', start: 'novi-sad' })).toBe('nis');
  });
  it('then the start city', () => {
    expect(selectCity(cities, { start: 'novi-sad' })).toBe('novi-sad');
    expect(selectCity(cities, { remembered: 'gone', start: 'novi-sad' })).toBe('novi-sad');
  });
  it('then the first city, unless that option is off', () => {
    expect(selectCity(cities, {})).toBe('beograd');
    expect(selectCity(cities, { defaultToFirst: false })).toBeUndefined();
    expect(selectCity([], {})).toBeUndefined();
  });
});
