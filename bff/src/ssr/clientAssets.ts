import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderRequest } from '@termin/web/ssr-contract';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export const clientEntry = 'src/entry.client.tsx';
/** Web's server render entry, the one module bff loads from it. */
export const serverEntry = 'src/entry.server.tsx';

/** A chunk's own file, CSS and those of every chunk it imports statically, as URL paths. */
function closure(manifest: Manifest, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    scripts.add(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    chunk.imports?.forEach(collect);
  };
  collect(key);
  return { scripts, styles };
}

/**
 * The client entry's script and stylesheets from Vite's build manifest (with the CSS of the chunks
 * it imports statically, so the first paint is styled), and for every module loaded on demand the
 * scripts and styles it needs beyond the entry's: the render links those of the page's routes.
 */
export function readClientAssets(webDist: string): RenderRequest['assets'] {
  const manifestPath = join(webDist, 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} is missing from ${manifestPath}; run the web build`);

  const shared = closure(manifest, clientEntry);
  const routeChunks: NonNullable<RenderRequest['assets']['routeChunks']> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = closure(manifest, key);
    routeChunks[key] = {
      scripts: [...own.scripts].filter((script) => !shared.scripts.has(script)),
      styles: [...own.styles].filter((style) => !shared.styles.has(style)),
    };
  }
  return { scripts: [`/${entry.file}`], styles: [...shared.styles], routeChunks };
}
