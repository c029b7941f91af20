import { describe, expect, it } from 'vitest';
import { cityCoordinates } from './cityCoordinates';
import { distanceKm, nearestCity as nearest } from './nearestCity';

const nearestCity = (position: { lat: number; lng: number }, offered: Array<{ value: string }>) =>
  nearest(position, offered, cityCoordinates);

const offered = [{ value: 'beograd' }, { value: 'novi-sad' }, { value: 'nis' }];

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

  it('picks the nearest offered city', () => {
    expect(nearestCity({ lat: 45.2, lng: 19.9 }, offered)).toBe('novi-sad'); // near Novi Sad
    expect(nearestCity({ lat: 43.4, lng: 21.8 }, offered)).toBe('nis');
    // Zemun is closer to Belgrade than to Novi Sad.
    expect(nearestCity({ lat: 44.84, lng: 20.4 }, offered)).toBe('beograd');
  });

  it('only considers offered cities that the table knows', () => {
    expect(nearestCity({ lat: 45.25, lng: 19.84 }, [{ value: 'beograd' }])).toBe('beograd');
    expect(nearestCity({ lat: 45, lng: 20 }, [{ value: 'atlantis' }])).toBeUndefined();
  });
});
