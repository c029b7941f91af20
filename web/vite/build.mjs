// Builds the browser bundle and the server entry with one build date, then writes dist/build.json:
// the build's id (a hash of the client manifest, so it changes only when the client does) and date.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const date = new Date().toISOString();
process.env.TERMIN_BUILD_DATE = date;

await build({ root, build: { outDir: 'dist/client' } });
await build({ root, build: { ssr: 'src/entry.server.tsx', outDir: 'dist/server' } });

/**
 * Brotli and gzip copies beside every compressible client file, made once here at the highest
 * levels, so bff serves them without compressing per request (@fastify/static preCompressed).
 */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(js|css|svg|json|txt|html|webmanifest)$/.test(entry.name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < 1024 || entry.parentPath.includes('.vite')) continue;
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  }
}
precompress(fileURLToPath(new URL('../dist/client', import.meta.url)));

const manifest = readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url));
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
writeFileSync(new URL('../dist/build.json', import.meta.url), `${JSON.stringify({ id, date })}\n`);
console.log(`build ${id} (${date})`);
