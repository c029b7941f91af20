import type { GeoProjection } from 'd3-geo';

/** A lon/lat box. See mapFrame.js. */
export interface MapFrame {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const mapSize: Readonly<{ width: number; height: number }>;
export const maxSpan: number;

export function mapFrame(
  points: ReadonlyArray<{ latitude: number; longitude: number }>,
): MapFrame | undefined;
export function frameProjection(frame: MapFrame): GeoProjection;
export function framePosition(
  frame: MapFrame,
  point: { latitude: number; longitude: number },
): { left: number; top: number };
export function frameParam(frame: MapFrame): string;
export function parseFrameParam(value: string | undefined): MapFrame | undefined;
export function hasBasemap(frame: MapFrame): boolean;
export function frameScale(frame: MapFrame): { km: number; width: number };
export function spreadPositions(
  positions: ReadonlyArray<{ left: number; top: number }>,
  size: { width: number; height: number },
): { left: number; top: number }[];
