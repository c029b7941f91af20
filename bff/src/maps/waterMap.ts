// The basemap of the search map without a maps token (issue 42): OpenStreetMap's water (rivers,
// lakes, seas) around Termin's cities, extracted once by bff/scripts/extractWater.ts, drawn as an
// SVG for one map frame with the projection web places the venue markers with.
import { readFile } from 'node:fs/promises';
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
let loading: Promise<WaterData> | undefined;
export function waterData(repoRoot: string): Promise<WaterData> {
  loading ??= readFile(join(repoRoot, 'bff', 'src', 'maps', '__generated__', 'water.json'), 'utf8')
    .then((text) => JSON.parse(text) as WaterData)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const colours = { land: '#f2efe9', water: '#aad3df' };

interface IndexedPolygon {
  bbox: [number, number, number, number];
  rings: Position[][];
}

/**
 * Every polygon once (cities near each other share water: 7,546 in the file, 5,439 distinct),
 * each with its box, so a frame draws only what it touches. Built once per data set.
 */
const indexes = new WeakMap<WaterData, IndexedPolygon[]>();
function polygonsOf(data: WaterData): IndexedPolygon[] {
  let polygons = indexes.get(data);
  if (polygons) return polygons;
  const seen = new Set<string>();
  polygons = [];
  for (const rings of data.regions.flatMap((region) => region.water)) {
    const key = JSON.stringify(rings);
    if (seen.has(key)) continue;
    seen.add(key);
    const [outer = []] = rings;
    const longitudes = outer.map(([longitude]) => longitude!);
    const latitudes = outer.map(([, latitude]) => latitude!);
    polygons.push({
      bbox: [
        Math.min(...longitudes),
        Math.min(...latitudes),
        Math.max(...longitudes),
        Math.max(...latitudes),
      ],
      rings,
    });
  }
  indexes.set(data, polygons);
  return polygons;
}

const touches = ([west, south, east, north]: IndexedPolygon['bbox'], frame: MapFrame) =>
  west <= frame.east && frame.west <= east && south <= frame.north && frame.south <= north;

/** The water inside the frame as one SVG path (empty where no water touches the frame). */
export function waterPath(data: WaterData, frame: MapFrame): string {
  const coordinates = polygonsOf(data)
    .filter((polygon) => touches(polygon.bbox, frame))
    .map((polygon) => polygon.rings);
  const water: MultiPolygon = { type: 'MultiPolygon', coordinates };
  // Whole pixels of a 600 × 800 picture are finer than the data's 250 m. No adaptive resampling
  // (precision 0): the data's edges are a few hundred metres, straight at any city's scale.
  return geoPath(frameProjection(frame).precision(0)).digits(1)(water) ?? '';
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
