/** Directions to a point in the visitor's maps app (a universal Google Maps link). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Directions to a place named by its address ("Salon Ana, Njegoševa 45, Beograd"). */
export function directionsToAddress(place: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;
}
