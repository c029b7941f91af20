#!/usr/bin/env node
// `npm run seed:scale`: marketplace-scale data for benchmarks (issue 17). On PostgreSQL when
// DATABASE_URL is set (about 10,000 venues and 2 million orders), else on the embedded PGlite in
// DATA_DIR (default .data; about 700 venues, PGlite's size). The database is migrated and given
// the demo data first when it is empty. `--size=pglite|postgres` picks the size explicitly.
// Meant for a database of its own: the copies are ordinary venues on the site.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { onProjectNode } from './lib/projectNode.mjs';
import { root } from './lib/run.mjs';

const api = (path) => import(pathToFileURL(join(root, 'api', 'dist', path)).href);

/** Scales the database at `target` up; answers the row counts and the seconds it took. */
export async function seedScale(target, sizeName) {
  if (!existsSync(join(root, 'api', 'dist', 'db', 'seed', 'scaleSeed.js'))) {
    const { build } = await import('./build.mjs');
    await build();
  }
  const { connectDatabase } = await api('db/connect.js');
  const { migrateDatabase } = await api('db/migrate.js');
  const { seedDemoDataIfEmpty } = await api('db/seed/seedDemoData.js');
  const { scaleUp, pgliteScale, postgresScale } = await api('db/seed/scaleSeed.js');
  const size = sizeName === 'postgres' ? postgresScale : pgliteScale;
  const connection = await connectDatabase(target);
  try {
    const started = performance.now();
    await migrateDatabase(connection);
    await seedDemoDataIfEmpty(connection.db);
    const counts = await scaleUp(connection.db, size);
    return { counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await connection.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await onProjectNode();
  const asked = process.argv.find((arg) => arg.startsWith('--size='))?.split('=')[1];
  const url = process.env.DATABASE_URL;
  const target = url
    ? { driver: 'postgres', url }
    : {
        driver: 'pglite',
        dataDir: join(process.env.DATA_DIR || join(root, '.data'), 'pglite'),
      };
  const sizeName = asked ?? (url ? 'postgres' : 'pglite');
  console.log(`Scaling up the ${target.driver} database to the ${sizeName} size…`);
  try {
    const { counts, seconds } = await seedScale(target, sizeName);
    console.log(`Done in ${seconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
  } catch (error) {
    console.error(`Scale seed failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
