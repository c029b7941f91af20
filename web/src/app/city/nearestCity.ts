/** spec §9: the Earth radius for distances, in km. */
export const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** An offered city with its centre, as the `cities` query answers it (api's coordinates). */
export interface LocatedCity {
  value: string;
  latitude: number;
  longitude: number;
}

/**
 * spec §4: the offered city nearest to a position, by great-circle distance to each city's
 * centre; undefined when none is offered.
 */
export function nearestCity(
  position: Coordinates,
  offered: ReadonlyArray<LocatedCity>,
): string | undefined {
  let best: { value: string; km: number } | undefined;
  for (const { value, latitude, longitude } of offered) {
    const km = distanceKm(position, { lat: latitude, lng: longitude });
    if (!best || km < best.km) best = { value, km };
  }
  return best?.value;
}
