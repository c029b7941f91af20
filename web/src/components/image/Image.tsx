import { useShell } from '../../app/shell';
import { fallbackFormat, proxiedUrl, sizesFor, srcSet } from './imageSources';
import styles from './Image.module.css';

export interface ImageProps {
  /** The original, on the assets host or the storage bucket. */
  src: string;
  alt: string;
  /** The largest width it is shown at and its height, in CSS px: they fix the aspect ratio. */
  width: number;
  height: number;
  /** Above-the-fold images load at once; the rest when they come near the viewport. */
  priority?: boolean;
  className?: string;
}

/**
 * Every product image (spec §9): resized and re-encoded by the image proxy for the screens and
 * densities, AVIF and WebP first, lazy by default, and with its box reserved so nothing shifts.
 */
export function Image({ src, alt, width, height, priority = false, className }: ImageProps) {
  const proxy = useShell().publicConfig.imageProxyUrl;
  const loading = priority ? 'eager' : 'lazy';
  const box = { aspectRatio: `${width} / ${height}` };
  const classes = `${styles.image} ${className ?? ''}`;
  if (!proxy) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        className={classes}
        style={box}
      />
    );
  }
  const sizes = sizesFor(width);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(proxy, src, width, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(proxy, src, width, 'webp')} sizes={sizes} />
      <img
        src={proxiedUrl(proxy, src, width, fallbackFormat(src))}
        srcSet={srcSet(proxy, src, width, fallbackFormat(src))}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={classes}
        style={box}
      />
    </picture>
  );
}
