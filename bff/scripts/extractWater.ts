// Builds bff's basemap water (bff/src/maps/__generated__/water.json) from the registry package
// @geo-maps/earth-waterbodies-250m (OpenStreetMap's rivers, lakes and seas, ODbL): its 86 MB
// world file, clipped to a box around each city Termin serves and rounded to about 10 m, so bff
// loads a few hundred KB instead. The package is not a dependency (it would add 86 MB to every
// install and image); fetch it when the cities change:
//   npm pack @geo-maps/earth-waterbodies-250m@0.6.0 && tar xzf geo-maps-earth-waterbodies-250m-0.6.0.tgz
//   npx tsx bff/scripts/extractWater.ts package/map.geo.json
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import bboxClip from '@turf/bbox-clip';
import type { BBox, MultiPolygon, Polygon, Position } from 'geojson';
import { bosnia } from '../../api/src/db/seed/countries/bosnia.js';
import { montenegro } from '../../api/src/db/seed/countries/montenegro.js';
import { russia } from '../../api/src/db/seed/countries/russia.js';
import { serbia } from '../../api/src/db/seed/countries/serbia.js';

/** Half the box around a city centre, in degrees: some 45 km north–south, more than a city. */
const halfLat = 0.4;
const halfLon = 0.6;
const decimals = 4;

const source = process.argv[2];
if (!source) throw new Error('usage: extractWater.ts <the package map.geo.json>');
const world = JSON.parse(readFileSync(source, 'utf8')) as { geometries: MultiPolygon[] };

const round = (value: number) => Number(value.toFixed(decimals));
const roundRing = (ring: Position[]) => {
  const out: Position[] = [];
  for (const [lon, lat] of ring) {
    const point = [round(lon!), round(lat!)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
};

/** A polygon's rough bounds, to skip the world's other waters quickly. */
function boundsOf(polygon: Position[][]): BBox {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lon, lat] of polygon[0]!) {
    west = Math.min(west, lon!);
    east = Math.max(east, lon!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  return [west, south, east, north];
}

const polygons = world.geometries.flatMap((geometry) =>
  geometry.coordinates.map((polygon) => ({ polygon, bounds: boundsOf(polygon) })),
);
const overlaps = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

const cities = [serbia, montenegro, bosnia, russia].flatMap((country) => country.cities);
const regions = cities.map((city) => {
  const box: BBox = [
    round(city.longitude - halfLon),
    round(city.latitude - halfLat),
    round(city.longitude + halfLon),
    round(city.latitude + halfLat),
  ];
  const water: Position[][][] = [];
  for (const { polygon, bounds } of polygons) {
    if (!overlaps(bounds, box)) continue;
    const clipped = bboxClip({ type: 'Polygon', coordinates: polygon } as Polygon, box).geometry;
    const parts = clipped.type === 'Polygon' ? [clipped.coordinates] : clipped.coordinates;
    for (const part of parts) {
      const rings = part.map(roundRing).filter((ring) => ring.length >= 4);
      if (rings.length > 0) water.push(rings);
    }
  }
  return { city: city.slug, bbox: box, water };
});

const out = join(import.meta.dirname, '..', 'src', 'maps', '__generated__', 'water.json');
writeFileSync(
  out,
  `${JSON.stringify({ source: '@geo-maps/earth-waterbodies-250m@0.6.0', attribution: 'OpenStreetMap contributors (ODbL)', regions })}\n`,
);
console.log(`${out}: ${regions.length} regions`);
