import { geoDistance, geoPath } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  frameParam,
  framePosition,
  frameProjection,
  frameScale,
  mapFrame,
  mapSize,
  parseFrameParam,
  spreadPositions,
} from './mapFrame';

const belgrade = [
  { latitude: 44.8178, longitude: 20.4569 },
  { latitude: 44.7866, longitude: 20.4489 },
  { latitude: 44.8406, longitude: 20.4012 },
  { latitude: 44.8125, longitude: 20.5103 },
];

const kmBetween = (a: { latitude: number; longitude: number }, b: typeof a) =>
  geoDistance([a.longitude, a.latitude], [b.longitude, b.latitude]) * 6371;

describe('mapFrame', () => {
  it('shows every venue inside a margin, on a box of the picture’s aspect', () => {
    const frame = mapFrame(belgrade)!;
    for (const venue of belgrade) {
      const { left, top } = framePosition(frame, venue);
      expect(left).toBeGreaterThanOrEqual(11.9);
      expect(left).toBeLessThanOrEqual(88.1);
      expect(top).toBeGreaterThanOrEqual(11.9);
      expect(top).toBeLessThanOrEqual(88.1);
    }
    // The box's corners land on the picture's corners: 3 wide for 4 high, nothing stretched.
    const projection = frameProjection(frame);
    const [x0, y0] = projection([frame.west, frame.north])!;
    const [x1, y1] = projection([frame.east, frame.south])!;
    expect(x0).toBeCloseTo(0, 0);
    expect(y0).toBeCloseTo(0, 0);
    expect(x1).toBeCloseTo(mapSize.width, 0);
    expect(y1).toBeCloseTo(mapSize.height, 0);
    // The markers (framePosition, in the browser) sit where bff's projection draws the place.
    for (const venue of belgrade) {
      const [x, y] = projection([venue.longitude, venue.latitude])!;
      const { left, top } = framePosition(frame, venue);
      expect(left).toBeCloseTo((x / mapSize.width) * 100, 3);
      expect(top).toBeCloseTo((y / mapSize.height) * 100, 3);
    }
  });

  it('keeps distances true: east–west and north–south kilometres take the same room', () => {
    const frame = mapFrame(belgrade)!;
    const west = { latitude: 44.81, longitude: 20.4 };
    const east = { latitude: 44.81, longitude: 20.5 };
    const south = { latitude: 44.78, longitude: 20.45 };
    const north = { latitude: 44.84, longitude: 20.45 };
    const across = (framePosition(frame, east).left - framePosition(frame, west).left) * 6;
    const down = (framePosition(frame, south).top - framePosition(frame, north).top) * 8;
    expect(across / kmBetween(west, east)).toBeCloseTo(down / kmBetween(north, south), 0);
  });

  it('shows one venue in the middle of some 3 km of town', () => {
    const venue = { latitude: 42.4411, longitude: 19.2636 };
    const frame = mapFrame([venue])!;
    const { left, top } = framePosition(frame, venue);
    // The box is rounded to 5 decimals (about a metre).
    expect(left).toBeCloseTo(50, 1);
    expect(top).toBeCloseTo(50, 1);
    const width = kmBetween(
      { latitude: venue.latitude, longitude: frame.west },
      { latitude: venue.latitude, longitude: frame.east },
    );
    expect(width).toBeGreaterThan(3);
    expect(width).toBeLessThan(6);
  });

  it('has no frame without venues', () => {
    expect(mapFrame([])).toBeUndefined();
  });

  it('clips what lies outside the frame to the picture', () => {
    const frame = mapFrame(belgrade)!;
    const wide = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [20.0, 44.5],
          [20.0, 45.1],
          [21.0, 45.1],
          [21.0, 44.5],
          [20.0, 44.5],
        ],
      ],
    };
    const path = geoPath(frameProjection(frame)).digits(1)(wide)!;
    const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(mapSize.height);
  });
});

describe('spreadPositions', () => {
  const unitsBetween = (a: { left: number; top: number }, b: typeof a) =>
    Math.hypot(((a.left - b.left) / 100) * 600, ((a.top - b.top) / 100) * 800);

  it('moves markers apart that would cover each other, and leaves the others alone', () => {
    const positions = [
      { left: 50, top: 50 },
      { left: 52, top: 50 },
      { left: 50, top: 50 },
      { left: 10, top: 10 },
    ];
    const spread = spreadPositions(positions, 50);
    expect(spread[0]).toEqual({ left: 50, top: 50 });
    expect(spread[3]).toEqual({ left: 10, top: 10 });
    for (const [i, a] of spread.entries())
      for (const b of spread.slice(i + 1)) expect(unitsBetween(a, b)).toBeGreaterThan(49.9);
    // The second steps away east, as it lay; the third (on the first's spot) steps away too.
    expect(spread[1]!.left).toBeGreaterThan(52);
    expect(spread[1]!.top).toBeCloseTo(50, 3);
  });
});

describe('frameScale', () => {
  it('is a round length of at most a third of the width, as wide as it is long', () => {
    const frame = mapFrame(belgrade)!;
    const { km, width } = frameScale(frame);
    expect(km).toBe(2);
    const acrossKm = kmBetween(
      { latitude: 44.8136, longitude: frame.west },
      { latitude: 44.8136, longitude: frame.east },
    );
    expect(width).toBeCloseTo((2 / acrossKm) * 100, 0);
    expect(width).toBeLessThanOrEqual(100 / 3);
  });

  it('gives one venue’s 3 km of town a kilometre', () => {
    expect(frameScale(mapFrame([{ latitude: 42.4411, longitude: 19.2636 }])!).km).toBe(1);
  });
});

describe('frameParam', () => {
  it('reads back what it writes', () => {
    const frame = mapFrame(belgrade)!;
    expect(parseFrameParam(frameParam(frame))).toEqual(frame);
  });

  it.each([
    ['', 'empty'],
    ['20.4,44.7,20.5', 'three numbers'],
    ['20.5,44.7,20.4,44.9', 'west east of east'],
    ['20,44,23,45', 'wider than 2 degrees'],
    ['20.4,44.7,20.5,44.9,1', 'five numbers'],
    ['20.4,44.7,20.5,1e2', 'exponent'],
    ['x,44.7,20.5,44.9', 'not a number'],
  ])('refuses %j (%s)', (value) => {
    expect(parseFrameParam(value)).toBeUndefined();
  });
});
