import { describe, expect, it } from 'vitest';
import { earthRadiusKm, haversineKm, roundKm } from './haversine.js';

const belgrade = { lat: 44.8125, lng: 20.4612 };
const noviSad = { lat: 45.2671, lng: 19.8335 };

describe('haversineKm', () => {
  it('is 0 from a point to itself', () => {
    expect(haversineKm(belgrade, belgrade)).toBe(0);
  });

  it('is symmetric', () => {
    expect(haversineKm(belgrade, noviSad)).toBeCloseTo(haversineKm(noviSad, belgrade), 9);
  });

  it('measures Belgrade to Novi Sad at about 70 km', () => {
    expect(haversineKm(belgrade, noviSad)).toBeCloseTo(70.3, 0);
  });

  it('uses the 6371 km radius: a degree of latitude is 2πR/360', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (2 * Math.PI * earthRadiusKm) / 360,
      9,
    );
  });

  it('reaches half the circumference between antipodes without NaN', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * earthRadiusKm,
      6,
    );
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(
      (2 * Math.PI * earthRadiusKm) / 360,
      6,
    );
  });
});

describe('roundKm', () => {
  it('keeps two decimals', () => {
    expect(roundKm(1.23456)).toBe(1.23);
    expect(roundKm(0.005)).toBe(0.01);
  });
});
