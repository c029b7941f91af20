import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderRequest } from '@termin/web/ssr-contract';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export const clientEntry = 'src/entry.client.tsx';

/**
 * The client entry's script and stylesheets from Vite's build manifest, including the CSS of the
 * chunks it imports statically, so the first paint is styled.
 */
export function readClientAssets(webDist: string): RenderRequest['assets'] {
  const manifestPath = join(webDist, 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[clientEntry];
  if (!entry) throw new Error(`${clientEntry} is missing from ${manifestPath}; run the web build`);

  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((css) => styles.add(`/${css}`));
    chunk.imports?.forEach(collect);
  };
  collect(clientEntry);
  return { scripts: [`/${entry.file}`], styles: [...styles] };
}
