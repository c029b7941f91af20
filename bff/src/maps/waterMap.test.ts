import { fileURLToPath } from 'node:url';
import { mapFrame, mapSize } from '@termin/web/map-frame';
import { describe, expect, it } from 'vitest';
import { waterData, waterPath, waterSvg, type WaterData } from './waterMap.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const numbersOf = (path: string) => path.match(/-?\d+(\.\d+)?/g)!.map(Number);

// A lake of 0.02° square around a point, clockwise as d3-geo reads a polygon's outside ring.
const lake = (longitude: number, latitude: number): WaterData['regions'][number] => ({
  city: 'test',
  bbox: [longitude - 1, latitude - 1, longitude + 1, latitude + 1],
  water: [
    [
      [
        [longitude - 0.01, latitude - 0.01],
        [longitude - 0.01, latitude + 0.01],
        [longitude + 0.01, latitude + 0.01],
        [longitude + 0.01, latitude - 0.01],
        [longitude - 0.01, latitude - 0.01],
      ],
    ],
  ],
});

describe('waterPath', () => {
  it('draws a lake where the venues’ frame puts it, and only there', () => {
    const frame = mapFrame([
      { latitude: 44.78, longitude: 20.4 },
      { latitude: 44.84, longitude: 20.5 },
    ])!;
    const path = waterPath({ regions: [lake(20.45, 44.81)] }, frame);
    const [xs, ys] = [0, 1].map((axis) => numbersOf(path).filter((_, i) => i % 2 === axis));
    // A small square in the middle of the picture: the frame's centre is the lake's.
    expect(Math.min(...xs!)).toBeGreaterThan(mapSize.width * 0.35);
    expect(Math.max(...xs!)).toBeLessThan(mapSize.width * 0.65);
    expect(Math.min(...ys!)).toBeGreaterThan(mapSize.height * 0.35);
    expect(Math.max(...ys!)).toBeLessThan(mapSize.height * 0.65);
  });

  it('leaves out regions the frame does not touch', () => {
    const frame = mapFrame([{ latitude: 44.81, longitude: 20.45 }])!;
    expect(waterPath({ regions: [lake(37.6, 55.75)] }, frame)).toBe('');
  });

  it('draws the water at Belgrade from the extracted data, inside the picture', async () => {
    const frame = mapFrame([
      { latitude: 44.8178, longitude: 20.4569 },
      { latitude: 44.7866, longitude: 20.4489 },
      { latitude: 44.8406, longitude: 20.4012 },
    ])!;
    const path = waterPath(await waterData(repoRoot), frame);
    expect(path.length).toBeGreaterThan(100);
    const numbers = numbersOf(path);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(mapSize.height);
    // Not the whole picture: a polygon wound the wrong way would cover all of it.
    expect(path).not.toMatch(/^M0,0L600,0L600,800L0,800Z$/);
  });
});

describe('waterSvg', () => {
  it('is a picture of the map’s size: land, then the water', () => {
    const frame = mapFrame([{ latitude: 44.81, longitude: 20.45 }])!;
    const svg = waterSvg({ regions: [lake(20.45, 44.81)] }, frame);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 800"/);
    expect(svg.indexOf('<rect')).toBeLessThan(svg.indexOf('<path'));
  });
});
