// Loaded on demand by SearchMap: MapLibre GL and its stylesheet never reach the initial bundle.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapPin } from './SearchMap';

/** The vector style for the maps token (MapTiler streets, which MapLibre reads natively). */
export const styleUrl = (token: string) =>
  `https://api.maptiler.com/maps/streets-v2/style.json?key=${encodeURIComponent(token)}`;

export interface ShowMapOptions {
  token: string;
  pins: MapPin[];
  center?: { latitude: number; longitude: number };
  label: (name: string) => string;
  onReady: () => void;
  onFail: () => void;
}

/** Draws the pins into the element; answers how to remove the map. */
export function showMap(element: HTMLElement, options: ShowMapOptions): () => void {
  const { pins, center } = options;
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container: element,
      style: styleUrl(options.token),
      center: center
        ? [center.longitude, center.latitude]
        : pins[0]
          ? [pins[0].longitude, pins[0].latitude]
          : [20.46, 44.81],
      zoom: 11,
      attributionControl: { compact: true },
    });
  } catch {
    // No WebGL, say.
    options.onFail();
    return () => {};
  }
  let loaded = false;
  map.on('load', () => {
    loaded = true;
    options.onReady();
  });
  // A style or tiles that cannot be fetched: the list stays, the map says it is unavailable.
  map.on('error', () => {
    if (!loaded) options.onFail();
  });
  const bounds = new maplibregl.LngLatBounds();
  for (const pin of pins) {
    const anchor = document.createElement('a');
    anchor.href = pin.href;
    anchor.className = 'termin-map-pin';
    anchor.setAttribute('aria-label', options.label(pin.name));
    anchor.textContent = '●';
    new maplibregl.Marker({ element: anchor }).setLngLat([pin.longitude, pin.latitude]).addTo(map);
    bounds.extend([pin.longitude, pin.latitude]);
  }
  if (pins.length > 1) map.fitBounds(bounds, { padding: 40, maxZoom: 14, animate: false });
  return () => map.remove();
}
