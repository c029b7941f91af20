import { describe, expect, it } from 'vitest';
import { distanceKm, nearestCity } from './nearestCity';

// Centres as the `cities` query answers them (spec §3's table, api/src/db/seed/countries).
const beograd = { value: 'beograd', latitude: 44.8178, longitude: 20.4569 };
const noviSad = { value: 'novi-sad', latitude: 45.2551, longitude: 19.8452 };
const nis = { value: 'nis', latitude: 43.3208, longitude: 21.8961 };
const offered = [beograd, noviSad, nis];

describe('nearestCity (spec §4, §9)', () => {
  it('measures great-circle distance with an Earth radius of 6371 km', () => {
    // Belgrade → Novi Sad is about 71 km as the crow flies.
    const km = distanceKm({ lat: 44.8178, lng: 20.4569 }, { lat: 45.2551, lng: 19.8452 });
    expect(km).toBeGreaterThan(68);
    expect(km).toBeLessThan(74);
    // A quarter of the equator is πR/2.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (Math.PI * 6371) / 2,
      3,
    );
  });

  it('picks the nearest offered city from the coordinates the cities carry', () => {
    expect(nearestCity({ lat: 45.2, lng: 19.9 }, offered)).toBe('novi-sad'); // near Novi Sad
    expect(nearestCity({ lat: 43.4, lng: 21.8 }, offered)).toBe('nis');
    // Zemun is closer to Belgrade than to Novi Sad.
    expect(nearestCity({ lat: 44.84, lng: 20.4 }, offered)).toBe('beograd');
  });

  it('goes by great-circle distance, not by differences in degrees', () => {
    // At 60° N a degree of longitude is half as long: 1.8° east (≈100 km) is nearer than 1° north
    // (≈111 km), although 1.8 > 1.
    const east = { value: 'east', latitude: 60, longitude: 31.8 };
    const north = { value: 'north', latitude: 61, longitude: 30 };
    expect(nearestCity({ lat: 60, lng: 30 }, [north, east])).toBe('east');
  });

  it('only considers offered cities', () => {
    expect(nearestCity({ lat: 45.25, lng: 19.84 }, [beograd])).toBe('beograd');
    expect(nearestCity({ lat: 45, lng: 20 }, [])).toBeUndefined();
  });
});
