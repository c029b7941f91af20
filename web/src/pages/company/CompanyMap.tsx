import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../app/shell';
import { mapUrl } from './companyFormat';
import styles from './CompanyPage.module.css';

type MapState = 'idle' | 'ready' | 'failed';

/**
 * The venue on a small map (MapLibre GL with the public config's maps token), loaded in the
 * browser only once it nears the viewport, through the search page's on-demand map chunk. Without
 * a token there is no map; without tiles or WebGL it says so, and the address and the directions
 * link above it remain the way there.
 */
export function CompanyMap({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: number;
  longitude: number;
}) {
  const { mapsToken } = useShell().publicConfig;
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('idle');

  useEffect(() => {
    const element = container.current;
    if (!mapsToken || !element) return;
    let disposed = false;
    let dispose: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('../search/searchMapLibre')
          .then(({ showMap }) => {
            if (disposed) return;
            dispose = showMap(element, {
              token: mapsToken,
              // The pin opens the same full map as the "View on map" link.
              pins: [{ id: name, name, href: mapUrl(latitude, longitude), latitude, longitude }],
              label: () => intl.formatMessage({ id: 'company.location.map' }),
              onReady: () => !disposed && setState('ready'),
              onFail: () => !disposed && setState('failed'),
            });
          })
          .catch(() => !disposed && setState('failed'));
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      dispose?.();
    };
  }, [mapsToken, name, latitude, longitude, intl]);

  if (!mapsToken) return null;
  return (
    <div
      className={styles.map}
      role="region"
      aria-label={intl.formatMessage({ id: 'company.location.mapLabel' }, { name })}
      data-map-state={state}
    >
      <div ref={container} className={styles.mapCanvas} />
      {state === 'failed' ? (
        <p className={styles.mapNote} role="status">
          <FormattedMessage id="company.location.mapUnavailable" />
        </p>
      ) : null}
    </div>
  );
}
