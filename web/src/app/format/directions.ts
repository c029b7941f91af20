import type { Region } from '../locale';

// Directions open in the maps people of the region use: Yandex Maps in Russia, Google Maps
// elsewhere. Both are universal links that open the app on a phone.

/** Directions to a point in the visitor's maps app. */
export function directionsUrl(latitude: number, longitude: number, region: Region): string {
  return region === 'ru'
    ? `https://yandex.ru/maps/?rtext=~${latitude},${longitude}&rtt=auto`
    : `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Directions to a place named by its address ("Salon Ana, Njegoševa 45, Beograd"). */
export function directionsToAddress(place: string, region: Region): string {
  return region === 'ru'
    ? `https://yandex.ru/maps/?text=${encodeURIComponent(place)}`
    : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;
}
