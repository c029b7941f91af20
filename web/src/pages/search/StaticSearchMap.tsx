import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  frameParam,
  framePosition,
  frameScale,
  hasBasemap,
  mapFrame,
  mapSize,
  spreadPositions,
} from '../../app/map/mapFrame';
import a11y from '../../components/visuallyHidden.module.css';
import type { MapPin } from './SearchMap';
import styles from './SearchPage.module.css';

/**
 * The narrowest the markers' picture is drawn, in CSS pixels: the 280 px of a 320 px phone's
 * column, which the map's CSS keeps however short the window (SearchPage.module.css,
 * .staticMapCanvas), less its border and a pixel to spare each side.
 */
const narrowestMapPx = 276;

/**
 * A marker's box in the picture's units, on the narrowest map: 28 px high (1.75rem) and as wide
 * as its number makes it (28 px up to two digits' 30, some 8 px a digit more).
 */
function markerBox(digits: number) {
  const toUnits = (px: number) => (px * mapSize.width) / narrowestMapPx;
  return { width: toUnits(Math.max(28, 14 + 8 * digits)), height: toUnits(28) };
}

/**
 * The results on a map drawn without a maps token or tile server (issue 42): a basemap picture
 * bff draws from OpenStreetMap water data for the results' frame, and each venue a numbered link
 * (its place in the list) over it. Server-rendered, so it works without JavaScript and costs no
 * map library; the links are an ordered list, which is what a screen reader reads.
 */
export function StaticSearchMap({ pins, first }: { pins: MapPin[]; first: number }) {
  const intl = useIntl();
  const frame = mapFrame(pins);
  if (!frame) return null;
  const positions = spreadPositions(
    pins.map((pin) => framePosition(frame, pin)),
    markerBox(String(first + pins.length - 1).length),
  );
  // bff draws no water for a frame wider than a city's: asking would only show a broken picture.
  const basemap = hasBasemap(frame);
  const scale = frameScale(frame);
  const scaleLength =
    scale.km < 1
      ? intl.formatNumber(scale.km * 1000, { style: 'unit', unit: 'meter' })
      : intl.formatNumber(scale.km, { style: 'unit', unit: 'kilometer' });
  return (
    <section
      className={styles.staticMap}
      aria-label={intl.formatMessage({ id: 'searchPage.map.label' })}
      data-map-state="static"
    >
      <div className={styles.staticMapCanvas}>
        {basemap && (
          <img
            className={styles.staticMapImage}
            src={`/maps/water.svg?frame=${frameParam(frame)}`}
            alt=""
            width={mapSize.width}
            height={mapSize.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <ol className={styles.mapPins} start={first}>
          {pins.map((pin, index) => {
            const { left, top } = positions[index]!;
            return (
              <li
                key={pin.id}
                className={styles.mapPin}
                style={{ left: `${left}%`, top: `${top}%` }}
              >
                {/* The number shows, the rest is read: "3 Salon Lotus on the map". */}
                <Link to={pin.href} className={styles.mapPinLink}>
                  <FormattedMessage
                    id="searchPage.map.marker"
                    values={{
                      number: first + index,
                      name: pin.name,
                      read: (chunks) => (
                        <span key="read" className={a11y.visuallyHidden}>
                          {chunks}
                        </span>
                      ),
                    }}
                  />
                </Link>
              </li>
            );
          })}
        </ol>
        {/* The bar and its length are placed over the picture, the bar in percent of its width. */}
        <p className={styles.mapScale}>
          <span className={styles.mapScaleBar} style={{ width: `${scale.width}%` }} />
          <span className={styles.mapScaleText} style={{ left: `calc(${scale.width}% + 1rem)` }}>
            <FormattedMessage id="searchPage.map.scale" values={{ length: scaleLength }} />
          </span>
        </p>
      </div>
      {basemap && (
        <p className={styles.mapAttribution}>
          <FormattedMessage id="searchPage.map.attribution" />
        </p>
      )}
    </section>
  );
}
