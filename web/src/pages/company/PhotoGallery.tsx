import { FormattedMessage } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { Image } from '../../components/image/Image';
import styles from './CompanyPage.module.css';

interface PhotoValue {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** How many photos show before "all photos". */
const shown = 3;

/**
 * The cover and a few photos; the rest open in place (a <details>, so it works without
 * JavaScript too). Opening it sends click_view_photos (spec §9).
 */
export function PhotoGallery({
  photos,
  branchId,
}: {
  photos: readonly PhotoValue[];
  branchId: string;
}) {
  if (photos.length === 0) return null;
  const [cover, ...rest] = photos;
  const more = rest.slice(shown - 1);
  return (
    <div className={styles.gallery}>
      <Image
        src={cover!.url}
        alt={cover!.alt}
        width={960}
        height={Math.round((960 * cover!.height) / cover!.width)}
        priority
        className={styles.cover}
      />
      {rest.slice(0, shown - 1).map((photo) => (
        <Image
          key={photo.url}
          src={photo.url}
          alt={photo.alt}
          width={320}
          height={Math.round((320 * photo.height) / photo.width)}
          className={styles.thumb}
        />
      ))}
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
            {more.map((photo) => (
              <Image
                key={photo.url}
                src={photo.url}
                alt={photo.alt}
                width={320}
                height={Math.round((320 * photo.height) / photo.width)}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
