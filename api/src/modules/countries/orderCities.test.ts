import { describe, expect, it } from 'vitest';
import { orderCities } from './orderCities.js';

describe('orderCities', () => {
  it('puts the biggest city first', () => {
    const ordered = orderCities(
      [
        { title: 'Niš', population: 250 },
        { title: 'Beograd', population: 1200 },
        { title: 'Novi Sad', population: 300 },
      ],
      'sr',
    );
    expect(ordered.map((city) => city.title)).toEqual(['Beograd', 'Novi Sad', 'Niš']);
  });

  it("breaks ties in the language's alphabet, not byte order", () => {
    const cities = [
      { title: 'Zrenjanin', population: 1 },
      { title: 'Čačak', population: 1 },
      { title: 'Šabac', population: 1 },
      { title: 'Cetinje', population: 1 },
      { title: 'Sombor', population: 1 },
    ];
    expect(orderCities(cities, 'sr').map((city) => city.title)).toEqual([
      'Cetinje',
      'Čačak',
      'Sombor',
      'Šabac',
      'Zrenjanin',
    ]);
    expect(orderCities(cities, 'en').map((city) => city.title)).toEqual([
      'Čačak',
      'Cetinje',
      'Šabac',
      'Sombor',
      'Zrenjanin',
    ]);
  });
});
