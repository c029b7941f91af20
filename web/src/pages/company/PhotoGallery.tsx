import { useState, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { Image } from '../../components/image/Image';
import { PhotoViewer } from './PhotoViewer';
import styles from './CompanyPage.module.css';

export interface PhotoValue {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** How many photos show before "all photos". */
const shown = 3;

/**
 * The cover and up to two photos beside it, laid out for how many there are (no empty cells at
 * any width); the rest open in place (a <details>, so it works without JavaScript too). Every
 * photo is a link to the image itself; with JavaScript it opens the full-screen viewer instead.
 * Opening either sends click_view_photos (spec §9).
 */
export function PhotoGallery({
  photos,
  branchId,
  name,
}: {
  photos: readonly PhotoValue[];
  branchId: string;
  /** The venue's name, for the viewer's label. */
  name: string;
}) {
  const intl = useIntl();
  const [viewing, setViewing] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const [cover, ...rest] = photos;
  const thumbs = rest.slice(0, shown - 1);
  const more = rest.slice(shown - 1);

  const open = (index: number) => (event: MouseEvent) => {
    // A modified click (new tab, download) keeps the link's own meaning.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (viewing === null) tracker.track('click_view_photos', { branchId });
    setViewing(index);
  };
  const photoLink = (photo: PhotoValue, index: number, width: number, className?: string) => (
    <a
      key={photo.url}
      href={photo.url}
      className={`${styles.photoLink} ${className ?? ''}`}
      onClick={open(index)}
      aria-label={intl.formatMessage(
        { id: 'company.photos.open' },
        { current: index + 1, count: photos.length },
      )}
    >
      <Image
        src={photo.url}
        alt={photo.alt}
        width={width}
        height={Math.round((width * photo.height) / photo.width)}
        priority={index === 0}
      />
    </a>
  );

  return (
    <div className={`${styles.gallery} ${styles[`gallery${thumbs.length}`]}`}>
      {photoLink(cover!, 0, 960, styles.cover)}
      {thumbs.map((photo, index) => photoLink(photo, index + 1, 320, styles.thumb))}
      {more.length > 0 && (
        <details
          className={styles.morePhotos}
          onToggle={(event) => {
            if (event.currentTarget.open) tracker.track('click_view_photos', { branchId });
          }}
        >
          <summary className={styles.smallButton}>
            <FormattedMessage id="company.photos.all" values={{ count: photos.length }} />
          </summary>
          <div className={styles.photoGrid}>
            {more.map((photo, index) => photoLink(photo, index + shown, 320))}
          </div>
        </details>
      )}
      {viewing !== null && (
        <PhotoViewer
          photos={photos}
          index={viewing}
          name={name}
          onIndex={setViewing}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}
