/** spec §9: the screen widths images are made for, in CSS pixels. */
export const imageScreens = { xs: 320, sm: 320, md: 640, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** spec §9: pixel densities. */
export const imageDensities = [1, 2] as const;
/** spec §9: formats the proxy serves; the modern ones are offered as <source>s first. */
export const imageFormats = ['webp', 'avif', 'jpeg', 'jpg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** The image proxy's URL for a source at a width and format (imgproxy/IPX-style modifiers). */
export function proxiedUrl(proxy: string, src: string, width: number, format: ImageFormat): string {
  return `${proxy.replace(/\/$/, '')}/f_${format},w_${width}/${encodeURIComponent(src)}`;
}

/** Widths an image of `width` CSS px needs: each screen width up to it, at every density. */
export function candidateWidths(width: number): number[] {
  const widths = new Set<number>();
  for (const screen of Object.values(imageScreens)) {
    for (const density of imageDensities) {
      widths.add(Math.min(screen, width) * density);
    }
  }
  return [...widths].sort((a, b) => a - b);
}

/** A srcset with width descriptors for one format. */
export function srcSet(proxy: string, src: string, width: number, format: ImageFormat): string {
  return candidateWidths(width)
    .map((w) => `${proxiedUrl(proxy, src, w, format)} ${w}w`)
    .join(', ');
}

/** The `sizes` hint: full viewport width below each screen the image is wider than, else its width. */
export function sizesFor(width: number): string {
  const screens = [...new Set(Object.values(imageScreens))].filter((screen) => screen < width);
  return [...screens.map((screen) => `(max-width: ${screen}px) 100vw`), `${width}px`].join(', ');
}

/** The source's own format, for the <img> fallback. */
export function fallbackFormat(src: string): ImageFormat {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(src)?.[1]?.toLowerCase();
  return (imageFormats as readonly string[]).includes(extension ?? '')
    ? (extension as ImageFormat)
    : 'jpeg';
}
