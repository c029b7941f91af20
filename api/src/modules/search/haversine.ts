// Great-circle distance on a sphere of the Earth's mean radius (spec §9: 6371 km), the same
// formula in TypeScript and as SQL so that the database can filter and sort by it.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const earthRadiusKm = 6371;

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points along the Earth's surface. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same distance as a SQL expression from a point to a row's latitude and longitude. */
export function haversineSql(from: LatLng, lat: AnyPgColumn, lng: AnyPgColumn): SQL<number> {
  const h = sql`power(sin(radians(${lat} - ${from.lat}::double precision) / 2), 2) + cos(radians(${from.lat}::double precision)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${from.lng}::double precision) / 2), 2)`;
  return sql<number>`(2 * ${earthRadiusKm} * asin(least(1, sqrt(${h}))))`;
}

/** Rounded for display: 2 decimals (10 m). */
export const roundKm = (km: number) => Math.round(km * 100) / 100;
