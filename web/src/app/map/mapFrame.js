// The frame of a server-drawn map, shared by web (where the venue markers go) and bff (the basemap
// picture, /maps/water.svg). Both place points with the same d3-geo Mercator projection fitted to
// one rounded lon/lat box, so markers sit on the picture's streets and rivers at any size the
// picture is scaled to. Plain JavaScript on purpose, like returnPath.js: bff imports it at runtime
// through web's package export `@termin/web/map-frame`. Types: mapFrame.d.ts.
import { geoDistance, geoMercator, geoMercatorRaw } from 'd3-geo';

/** The picture's units: a 3:4 box, scaled by CSS to the map's width (aspect-ratio keeps it). */
export const mapSize = Object.freeze({ width: 600, height: 800 });

/** The widest box a picture is drawn for, in degrees (a city, not a country). */
export const maxSpan = 2;

/** One venue alone is shown with some 3 km of town around it. */
const minSpanKm = 3;
/** Room around the outermost venues, as a share of the box. */
const padding = 0.12;
const earthKm = 6371;
const decimals = 5;

const round = (value) => Number(value.toFixed(decimals));

const radians = Math.PI / 180;
/**
 * Mercator at unit scale, x east and y south (as on a picture), from d3-geo's raw projection:
 * the browser places markers with it alone, without the projection pipeline bff draws with.
 */
const unit = (longitude, latitude) => {
  const [x, y] = geoMercatorRaw(longitude * radians, latitude * radians);
  return [x, -y];
};
const unitInvert = ([x, y]) => {
  const [longitude, latitude] = geoMercatorRaw.invert(x, -y);
  return [longitude / radians, latitude / radians];
};

/**
 * The lon/lat box that shows every point with a margin, of the picture's aspect, rounded (the box
 * is in the picture's URL, so equal result pages share it).
 * @param {ReadonlyArray<{ latitude: number; longitude: number }>} points
 * @returns {{ west: number; south: number; east: number; north: number } | undefined}
 */
export function mapFrame(points) {
  if (points.length === 0) return undefined;
  const projected = points.map((point) => unit(point.longitude, point.latitude));
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const centre = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const latitude = unitInvert(centre)[1];
  // Mercator stretches a kilometre by 1 / cos(latitude).
  const minSpan = minSpanKm / earthKm / Math.cos((latitude * Math.PI) / 180);
  let width = Math.max(Math.max(...xs) - Math.min(...xs), minSpan) / (1 - 2 * padding);
  let height = Math.max(Math.max(...ys) - Math.min(...ys), minSpan) / (1 - 2 * padding);
  const aspect = mapSize.width / mapSize.height;
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  const [west, north] = unitInvert([centre[0] - width / 2, centre[1] - height / 2]);
  const [east, south] = unitInvert([centre[0] + width / 2, centre[1] + height / 2]);
  return { west: round(west), south: round(south), east: round(east), north: round(north) };
}

/**
 * How a box lies on the picture: unit Mercator scaled and moved so the box's north-west corner is
 * at (0, 0) and the box fills the picture (its shorter side centred when the box is not of the
 * picture's aspect).
 * @param {{ west: number; south: number; east: number; north: number }} frame
 */
function fit(frame) {
  const [x0, y0] = unit(frame.west, frame.north);
  const [x1, y1] = unit(frame.east, frame.south);
  const scale = Math.min(mapSize.width / (x1 - x0), mapSize.height / (y1 - y0));
  const offsetX = (mapSize.width - (x1 - x0) * scale) / 2;
  const offsetY = (mapSize.height - (y1 - y0) * scale) / 2;
  return { scale, x: offsetX - x0 * scale, y: offsetY - y0 * scale };
}

/**
 * The d3-geo projection of a box onto the picture (bff draws the basemap with it), anything
 * outside the picture clipped away.
 * @param {{ west: number; south: number; east: number; north: number }} frame
 */
export function frameProjection(frame) {
  const { scale, x, y } = fit(frame);
  return geoMercator()
    .scale(scale)
    .translate([x, y])
    .clipExtent([
      [0, 0],
      [mapSize.width, mapSize.height],
    ]);
}

/**
 * Where a point falls on the picture, in percent of its width and height from the top left.
 * @param {{ west: number; south: number; east: number; north: number }} frame
 * @param {{ latitude: number; longitude: number }} point
 * @returns {{ left: number; top: number }}
 */
export function framePosition(frame, point) {
  const { scale, x, y } = fit(frame);
  const [px, py] = unit(point.longitude, point.latitude);
  return {
    left: round(((x + px * scale) / mapSize.width) * 100),
    top: round(((y + py * scale) / mapSize.height) * 100),
  };
}

/**
 * Positions moved apart just enough that markers of `size` picture units (at 600 wide) do not
 * cover each other: each in turn keeps its spot if it is free, else takes the free spot nearest to
 * it, searched in widening rings and kept inside the picture. Markers are tapped and checked as
 * boxes (WCAG's target size), so boxes must not overlap, not only the round marks drawn in them.
 * Keeps the positions' order.
 * @param {ReadonlyArray<{ left: number; top: number }>} positions in percent, as framePosition
 * @param {{ width: number; height: number }} size
 * @returns {{ left: number; top: number }[]}
 */
export function spreadPositions(positions, size) {
  const placed = [];
  const free = ([x, y]) =>
    placed.every(
      ([px, py]) => Math.abs(x - px) >= size.width - 0.01 || Math.abs(y - py) >= size.height - 0.01,
    );
  const inside = ([x, y]) =>
    x >= size.width / 2 &&
    x <= mapSize.width - size.width / 2 &&
    y >= size.height / 2 &&
    y <= mapSize.height - size.height / 2;
  for (const { left, top } of positions) {
    const spot = [(left / 100) * mapSize.width, (top / 100) * mapSize.height];
    placed.push(free(spot) ? spot : nearestFreeSpot(spot, size, (at) => inside(at) && free(at)));
  }
  return placed.map(([x, y]) => ({
    left: round((x / mapSize.width) * 100),
    top: round((y / mapSize.height) * 100),
  }));
}

/** The spot nearest to `origin` that `usable` accepts, on rings half a marker apart. */
function nearestFreeSpot(origin, size, usable) {
  const [stepX, stepY] = [size.width / 2, size.height / 2];
  const rings = Math.ceil(Math.max(mapSize.width / stepX, mapSize.height / stepY));
  for (let ring = 1; ring <= rings; ring++) {
    let best;
    let bestDistance = Infinity;
    const consider = (dx, dy) => {
      // Squared: only compared.
      const distance = (dx * stepX) ** 2 + (dy * stepY) ** 2;
      if (distance >= bestDistance) return;
      const at = [origin[0] + dx * stepX, origin[1] + dy * stepY];
      if (usable(at)) [best, bestDistance] = [at, distance];
    };
    // The ring's spots: its top and bottom rows, then its sides between them.
    for (let i = -ring; i <= ring; i++) {
      consider(i, ring);
      consider(i, -ring);
    }
    for (let i = 1 - ring; i < ring; i++) {
      consider(ring, i);
      consider(-ring, i);
    }
    if (best) return best;
  }
  // A picture too full for another marker: it goes where it lies.
  return origin;
}

// Up to 1,000 km: a search across a whole country (Russia's cities lie thousands of km apart)
// still gets a bar a reader can see.
const scaleSteps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/**
 * A scale bar for the frame: the roundest length (in km) that takes at most a third of the
 * picture's width at its middle latitude, and the share of the width it takes, in percent.
 * @param {{ west: number; south: number; east: number; north: number }} frame
 * @returns {{ km: number; width: number }}
 */
export function frameScale(frame) {
  const middle = (frame.south + frame.north) / 2;
  const acrossKm = geoDistance([frame.west, middle], [frame.east, middle]) * earthKm;
  const km = scaleSteps.findLast((step) => step <= acrossKm / 3) ?? scaleSteps[0];
  return { km, width: round((km / acrossKm) * 100) };
}

/**
 * The box written for a URL (`west,south,east,north`), and read back; undefined for anything but
 * four numbers making a box of at most maxSpan degrees.
 * @param {{ west: number; south: number; east: number; north: number }} frame
 */
export const frameParam = (frame) => [frame.west, frame.south, frame.east, frame.north].join(',');

/**
 * @param {string | undefined} value
 * @returns {{ west: number; south: number; east: number; north: number } | undefined}
 */
export function parseFrameParam(value) {
  if (typeof value !== 'string' || value.length > 80) return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(\.\d{1,6})?$/.test(part)))
    return undefined;
  const [west, south, east, north] = parts.map(Number);
  const valid =
    west >= -180 &&
    east <= 180 &&
    south >= -80 &&
    north <= 80 &&
    west < east &&
    south < north &&
    hasBasemap({ west, south, east, north });
  return valid ? { west, south, east, north } : undefined;
}

/**
 * Whether bff draws a basemap picture for the frame: a city's, at most maxSpan degrees each way.
 * A search across a country (Moscow to Yekaterinburg) has its markers on a plain box instead.
 * @param {{ west: number; south: number; east: number; north: number }} frame
 */
export function hasBasemap(frame) {
  return frame.east - frame.west <= maxSpan && frame.north - frame.south <= maxSpan;
}
