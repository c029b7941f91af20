import { describe, expect, it } from 'vitest';
import { pickCity } from './pickCity';

const cities = [
  { value: 'beograd', title: 'Beograd' },
  { value: 'novi-sad', title: 'Novi Sad' },
];

describe('pickCity', () => {
  it('takes the requested city when it is offered', () => {
    expect(pickCity(cities, 'novi-sad')).toBe('novi-sad');
  });

  it('falls back to the first city for an unknown or missing request', () => {
    expect(pickCity(cities, 'moskva')).toBe('beograd');
    expect(pickCity(cities)).toBe('beograd');
  });

  it('has nothing to pick without cities', () => {
    expect(pickCity([], 'beograd')).toBeUndefined();
  });
});
