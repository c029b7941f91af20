// The basemap of the search map without a maps token (issue 42): OpenStreetMap's water (rivers,
// lakes, seas) around Termin's cities, extracted once by bff/scripts/extractWater.ts, drawn as an
// SVG for one map frame with the projection web places the venue markers with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameProjection, mapSize, type MapFrame } from '@termin/web/map-frame';
import { geoPath } from 'd3-geo';
import type { MultiPolygon, Position } from 'geojson';

interface WaterRegion {
  city: string;
  bbox: [number, number, number, number];
  water: Position[][][];
}

export interface WaterData {
  regions: WaterRegion[];
}

/** Read once, on the first map asked for (a few hundred KB; most processes never draw one). */
let loaded: WaterData | undefined;
export function waterData(repoRoot: string): WaterData {
  loaded ??= JSON.parse(
    readFileSync(join(repoRoot, 'bff', 'src', 'maps', '__generated__', 'water.json'), 'utf8'),
  ) as WaterData;
  return loaded;
}

const colours = { land: '#f2efe9', water: '#aad3df' };

/** The water inside the frame as one SVG path (empty where no region covers the frame). */
export function waterPath(data: WaterData, frame: MapFrame): string {
  const coordinates = data.regions
    .filter(
      ({ bbox: [west, south, east, north] }) =>
        west <= frame.east && frame.west <= east && south <= frame.north && frame.south <= north,
    )
    .flatMap((region) => region.water);
  const water: MultiPolygon = { type: 'MultiPolygon', coordinates };
  // Whole pixels of a 600 × 800 picture are finer than the data's 250 m.
  return geoPath(frameProjection(frame)).digits(1)(water) ?? '';
}

/** The picture: land, and the water over it. */
export function waterSvg(data: WaterData, frame: MapFrame): string {
  const { width, height } = mapSize;
  const path = waterPath(data, frame);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${colours.land}"/>` +
    (path ? `<path fill="${colours.water}" d="${path}"/>` : '') +
    '</svg>'
  );
}
