import { useEffect, useRef, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Image } from '../../components/image/Image';
import type { PhotoValue } from './PhotoGallery';
import styles from './PhotoViewer.module.css';

/** A horizontal drag longer than this (CSS px) turns the page. */
const swipeDistance = 40;

/**
 * The venue's photos full screen, one at a time: a modal <dialog> (the rest of the page inert,
 * focus inside, Escape closes and focus returns to the photo it was opened from), arrows and
 * the arrow keys to move, and a swipe on touch screens.
 */
export function PhotoViewer({
  photos,
  index,
  name,
  onIndex,
  onClose,
}: {
  photos: readonly PhotoValue[];
  index: number;
  /** The venue's name, for the viewer's label. */
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const count = photos.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const photo = photos[index]!;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `company.photos.viewer.${id}` }, values);

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={t('label', { name })}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
      }}
      onPointerDown={(event: PointerEvent) => {
        swipeFrom.current = event.clientX;
      }}
      onPointerUp={(event: PointerEvent) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from === null || Math.abs(event.clientX - from) < swipeDistance) return;
        go(event.clientX < from ? 1 : -1);
      }}
    >
      <p className={styles.counter} aria-live="polite">
        {t('position', { current: index + 1, count })}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={() => dialog.current?.close()}
        aria-label={t('close')}
        autoFocus
      >
        ×
      </button>
      <figure className={styles.figure}>
        <Image
          key={photo.url}
          src={photo.url}
          alt={photo.alt}
          width={1600}
          height={Math.round((1600 * photo.height) / photo.width)}
          priority
          className={styles.photo}
        />
        {photo.alt ? <figcaption className={styles.caption}>{photo.alt}</figcaption> : null}
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.turn} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label={t('previous')}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.turn} ${styles.next}`}
            onClick={() => go(1)}
            aria-label={t('next')}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
