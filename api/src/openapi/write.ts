// Writes api/__generated__/openapi.json from the route schemas (`pnpm --filter @termin/api
// openapi`, run by the root codegen). Needs no database: the app is built over one that throws
// if anything ever queries it. Keys are sorted so the file only changes when the contract does.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/connect.js';

const outputPath = fileURLToPath(new URL('../../__generated__/openapi.json', import.meta.url));

const unusedDatabase = new Proxy({} as Database, {
  get(_target, property) {
    throw new Error(`The OpenAPI writer must not touch the database (db.${String(property)})`);
  },
});

/** Recursively sorts object keys; arrays keep their order (it can matter, e.g. enum). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

export async function openApiDocument(): Promise<unknown> {
  // The contract includes the demo payment switch (DEMO_PAYMENTS) so bff's client is typed for it;
  // a production api without the flag answers it 404.
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', DEMO_PAYMENTS: 'true' });
  const app = await buildApp({ config, db: unusedDatabase });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return sortKeys(document);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = await openApiDocument();
  await mkdir(dirname(outputPath), { recursive: true });
  await writeFile(outputPath, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${outputPath}`);
}
