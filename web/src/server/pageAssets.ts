import type { PageAssets, RenderRequest } from './contract';

/**
 * The entry's files plus those of the page's lazy route modules: their styles, so the page is
 * styled at first paint, and their chunks, fetched alongside the entry instead of after it.
 */
export function pageAssets(assets: RenderRequest['assets'], modules: string[]): PageAssets {
  const { routeChunks, ...entry } = assets;
  if (!routeChunks) return entry;
  const styles = new Set(entry.styles);
  const preloads = new Set<string>();
  for (const module of modules) {
    routeChunks[module]?.styles.forEach((style) => styles.add(style));
    routeChunks[module]?.scripts.forEach((script) => preloads.add(script));
  }
  return { ...entry, styles: [...styles], preloads: [...preloads] };
}
