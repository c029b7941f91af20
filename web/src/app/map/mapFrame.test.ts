import { geoDistance, geoPath } from 'd3-geo';
import { describe, expect, it } from 'vitest';
import {
  frameParam,
  framePosition,
  frameProjection,
  frameScale,
  hasBasemap,
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
  const box = { width: 50, height: 40 };
  const units = (a: { left: number; top: number }) => [(a.left / 100) * 600, (a.top / 100) * 800];
  /** Whether two markers' boxes overlap (both apart by less than a box). */
  const cover = (a: { left: number; top: number }, b: typeof a) => {
    const [[ax, ay], [bx, by]] = [units(a), units(b)];
    return Math.abs(ax! - bx!) < box.width - 0.01 && Math.abs(ay! - by!) < box.height - 0.01;
  };
  const expectApart = (spread: { left: number; top: number }[]) => {
    for (const [i, a] of spread.entries())
      for (const b of spread.slice(i + 1)) expect(cover(a, b), JSON.stringify([a, b])).toBe(false);
  };

  it('moves markers apart that would cover each other, and leaves the others alone', () => {
    const positions = [
      { left: 50, top: 50 },
      { left: 52, top: 50 },
      { left: 50, top: 50 },
      { left: 10, top: 10 },
    ];
    const spread = spreadPositions(positions, box);
    expect(spread[0]).toEqual({ left: 50, top: 50 });
    expect(spread[3]).toEqual({ left: 10, top: 10 });
    expectApart(spread);
    // Each moved one goes no further than the nearest free spot: about a box away.
    for (const moved of [spread[1]!, spread[2]!]) {
      const [x, y] = units(moved);
      expect(Math.hypot(x! - 300, y! - 400)).toBeLessThan(80);
    }
  });

  it('keeps boxes apart on the diagonal too, where round marks would not touch', () => {
    // 40 units apart on both axes: 57 apart as the crow flies, yet the 50 × 40 boxes overlap.
    const spread = spreadPositions(
      [
        { left: 50, top: 50 },
        { left: 50 + (40 / 600) * 100, top: 50 + (30 / 800) * 100 },
      ],
      box,
    );
    expectApart(spread);
  });

  it('finds room for a crowd on one spot, inside the picture, even at its edge', () => {
    const crowd = Array.from({ length: 20 }, () => ({ left: 1, top: 99 }));
    const spread = spreadPositions(crowd, box);
    expectApart(spread);
    for (const marker of spread.slice(1)) {
      const [x, y] = units(marker);
      expect(x).toBeGreaterThanOrEqual(box.width / 2);
      expect(y).toBeLessThanOrEqual(800 - box.height / 2);
    }
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

  it('gives a frame across a country hundreds of kilometres, still at most a third', () => {
    const moscowToYekaterinburg = mapFrame([
      { latitude: 55.7558, longitude: 37.6173 },
      { latitude: 56.8389, longitude: 60.6057 },
    ])!;
    const { km, width } = frameScale(moscowToYekaterinburg);
    expect(km).toBe(500);
    expect(width).toBeGreaterThan(10);
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

describe('hasBasemap', () => {
  it('is true for a city’s frame, which bff draws, and false past it, which bff refuses', () => {
    const city = mapFrame(belgrade)!;
    expect(hasBasemap(city)).toBe(true);
    expect(parseFrameParam(frameParam(city))).toEqual(city);
    const country = mapFrame([...belgrade, { latitude: 42.4411, longitude: 19.2636 }])!;
    expect(hasBasemap(country)).toBe(false);
    expect(parseFrameParam(frameParam(country))).toBeUndefined();
  });
});
