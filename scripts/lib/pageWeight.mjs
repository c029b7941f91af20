// The initial JavaScript and CSS each page type makes a browser download, measured from Vite's
// build manifest (web/dist/client/.vite/manifest.json), raw and compressed (gzip level 9, brotli
// quality 11: what a CDN or precompressing server sends). Shared by `npm run bench` and the
// JavaScript budget test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './run.mjs';

/** The client entry: the shell every page runs (pages themselves load on demand). */
export const clientEntry = 'src/entry.client.tsx';

/**
 * Page types and the on-demand modules (manifest keys) their first load adds to the entry's: the
 * route modules of the page's layout, page and its data module (web/src/routing/pageRoutes.tsx),
 * which the server render preloads.
 */
export const pageTypes = {
  start: pageModules('start/StartPage'),
  search: pageModules('search/SearchPage'),
  company: pageModules('company/CompanyPage'),
  content: ['src/layouts/contentLayouts.ts', ...pageModules('blog/BlogListPage')],
  booking: ['src/pages/bookingPages.ts', ...pageModules('booking/flow/ServicesPage')],
};

/** A page's component module and its data module (loader, action) under src/pages. */
function pageModules(page) {
  return [`src/pages/${page}.tsx`, `src/pages/${page}.data.ts`];
}

function sizes(dir, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length;
  }
  return { files, raw, gzip, brotli };
}

/**
 * Measures every page type of a web build.
 * @param {{ webDist?: string }} [options] web's build folder (default: web/dist of this repo)
 * @returns {{ pageType: string, chunks: string[], js: Weight, css: Weight }[]} sizes in bytes
 * @typedef {{ files: string[], raw: number, gzip: number, brotli: number }} Weight
 */
export function measurePageWeight({ webDist = join(root, 'web', 'dist') } = {}) {
  const clientDir = join(webDist, 'client');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const byKey = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is missing from the build manifest; rebuild web`);
    return chunk;
  };

  return Object.entries(pageTypes).map(([pageType, lazyChunks]) => {
    const js = new Set();
    const css = new Set();
    const seen = new Set();
    // A chunk plus everything it imports statically: what the browser fetches before running it.
    const collect = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = byKey(key);
      js.add(chunk.file);
      chunk.css?.forEach((file) => css.add(file));
      chunk.imports?.forEach(collect);
    };
    [clientEntry, ...lazyChunks].forEach(collect);
    return {
      pageType,
      chunks: [clientEntry, ...lazyChunks],
      js: sizes(clientDir, [...js]),
      css: sizes(clientDir, [...css]),
    };
  });
}
