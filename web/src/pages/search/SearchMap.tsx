import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../app/shell';
import styles from './SearchPage.module.css';

export interface MapPin {
  id: string;
  name: string;
  href: string;
  latitude: number;
  longitude: number;
}

type MapState = 'idle' | 'loading' | 'ready' | 'failed' | 'off';

/**
 * The results on a map (MapLibre GL, styled with the public config's maps token; without a token
 * the page draws StaticSearchMap instead). It loads only in the browser, only when it comes into
 * view, and never blocks the list: without tiles or WebGL it says so and the list stays the way to
 * browse.
 */
export function SearchMap({
  pins,
  center,
}: {
  pins: MapPin[];
  center?: { latitude: number; longitude: number };
}) {
  const { mapsToken } = useShell().publicConfig;
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>(mapsToken ? 'idle' : 'off');
  const pinsKey = pins.map((pin) => pin.id).join(',');

  useEffect(() => {
    const element = container.current;
    if (!mapsToken || !element) return;
    let disposed = false;
    let dispose: (() => void) | undefined;
    const start = () => {
      setState('loading');
      import('./searchMapLibre')
        .then(({ showMap }) => {
          if (disposed) return;
          dispose = showMap(element, {
            token: mapsToken,
            pins,
            center,
            label: (name) => intl.formatMessage({ id: 'searchPage.map.pin' }, { name }),
            onReady: () => !disposed && setState('ready'),
            onFail: () => !disposed && setState('failed'),
          });
        })
        .catch(() => !disposed && setState('failed'));
    };
    // Only when the map area comes near the viewport.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      dispose?.();
    };
    // The pins' ids stand for the pins; a new page of results redraws the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapsToken, pinsKey]);

  return (
    <section
      className={styles.map}
      aria-label={intl.formatMessage({ id: 'searchPage.map.label' })}
      data-map-state={state}
    >
      <div ref={container} className={styles.mapCanvas} />
      {state !== 'ready' ? (
        <p className={styles.mapNote} role={state === 'failed' ? 'status' : undefined}>
          <FormattedMessage
            id={
              state === 'loading' || state === 'idle'
                ? 'searchPage.map.loading'
                : 'searchPage.map.unavailable'
            }
          />
        </p>
      ) : null}
    </section>
  );
}
