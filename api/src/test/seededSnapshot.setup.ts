// vitest globalSetup (api and bff projects): migrates and seeds one database per run, so each
// integration suite copies it (testDatabases.ts) instead of migrating and seeding its own: a PGlite
// dump in a temporary file, and on PostgreSQL (DATABASE_URL) a template database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, type DatabaseTarget } from '../db/connect.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedDemoDataIfEmpty } from '../db/seed/seedDemoData.js';
import { createPostgresDatabase } from './testDatabases.js';

interface Snapshots {
  readonly pglite: string;
  readonly postgres: string | undefined;
  remove(): Promise<void>;
}

async function migrateAndSeed(target: DatabaseTarget) {
  const connection = await connectDatabase(target);
  await migrateDatabase(connection);
  await seedDemoDataIfEmpty(connection.db);
  return connection;
}

async function makeSnapshots(): Promise<Snapshots> {
  const dir = mkdtempSync(join(tmpdir(), 'termin-seeded-'));
  const pglite = join(dir, 'pglite.tar');
  const memory = await migrateAndSeed({ driver: 'pglite' });
  if (memory.driver !== 'pglite') throw new Error('expected PGlite');
  const dump = await memory.client.dumpDataDir('none');
  await memory.close();
  writeFileSync(pglite, Buffer.from(await dump.arrayBuffer()));

  const serverUrl = process.env['DATABASE_URL'];
  const template = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  if (template) {
    // A template may have no other connection while it is copied: this one closes first.
    await (await migrateAndSeed({ driver: 'postgres', url: template.url })).close();
  }
  return {
    pglite,
    postgres: template?.name,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      await template?.drop();
    },
  };
}

// api and bff each run this; both share the run's one pair of snapshots.
const shared = globalThis as { terminSnapshots?: Promise<Snapshots>; terminSnapshotUsers?: number };

export default async function setup(project: TestProject) {
  shared.terminSnapshots ??= makeSnapshots();
  shared.terminSnapshotUsers = (shared.terminSnapshotUsers ?? 0) + 1;
  const snapshots = await shared.terminSnapshots;
  project.provide('seededPglite', snapshots.pglite);
  project.provide('seededPostgres', snapshots.postgres);
  return async () => {
    shared.terminSnapshotUsers! -= 1;
    if (shared.terminSnapshotUsers === 0) {
      delete shared.terminSnapshots;
      await snapshots.remove();
    }
  };
}
