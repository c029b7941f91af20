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
 * Positions moved apart just enough that markers of `gap` picture units (at 600 wide) do not cover
 * each other: each in turn steps away from those placed before it (straight down from one at the
 * same spot), so a marker can always be tapped. Keeps the positions' order.
 * @param {ReadonlyArray<{ left: number; top: number }>} positions in percent, as framePosition
 * @param {number} gap
 * @returns {{ left: number; top: number }[]}
 */
export function spreadPositions(positions, gap) {
  const toUnits = ({ left, top }) => [(left / 100) * mapSize.width, (top / 100) * mapSize.height];
  const placed = [];
  for (const position of positions) {
    let [x, y] = toUnits(position);
    for (let round = 0; round < 8; round++) {
      const near = placed.find(([px, py]) => Math.hypot(x - px, y - py) < gap - 0.01);
      if (!near) break;
      const [dx, dy] = [x - near[0], y - near[1]];
      const distance = Math.hypot(dx, dy);
      const [ux, uy] = distance > 0 ? [dx / distance, dy / distance] : [0, 1];
      x = Math.min(mapSize.width, Math.max(0, near[0] + ux * gap));
      y = Math.min(mapSize.height, Math.max(0, near[1] + uy * gap));
    }
    placed.push([x, y]);
  }
  return placed.map(([x, y]) => ({
    left: round((x / mapSize.width) * 100),
    top: round((y / mapSize.height) * 100),
  }));
}

const scaleSteps = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50];

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
    east - west <= maxSpan &&
    north - south <= maxSpan;
  return valid ? { west, south, east, north } : undefined;
}
