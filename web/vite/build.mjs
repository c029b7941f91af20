// Builds the browser bundle and the server entry with one build date, then writes dist/build.json:
// the build's id (a hash of the client manifest, so it changes only when the client does) and date.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const date = new Date().toISOString();
process.env.TERMIN_BUILD_DATE = date;

await build({ root, build: { outDir: 'dist/client' } });
await build({ root, build: { ssr: 'src/entry.server.tsx', outDir: 'dist/server' } });

const manifest = readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url));
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
writeFileSync(new URL('../dist/build.json', import.meta.url), `${JSON.stringify({ id, date })}\n`);
console.log(`build ${id} (${date})`);
