import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo database, migrated and seeded once per run by the built api (global-setup.ts), is
// copied for every site the suite starts: each begins as a fresh `npm start` would, without
// migrating and seeding its own (15–20 s of a core each, the workers' sites and the deployments
// some specs start).

/** Where the run's seeded data folder is named, for the workers (they inherit the runner's env). */
const seededVariable = 'E2E_SEEDED_DATA_DIR';

const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * Runs the built api over a new data folder until it is ready (migrated, seeded), stops it, and
 * names the folder to the workers. Answers how to remove it.
 */
export async function prepareSeededData(apiPort: number): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'termin-e2e-seeded-'));
  const api = spawn(process.execPath, [join(repoRoot, 'api', 'dist', 'server.js')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dir,
      API_HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
    },
  });
  const exited = new Promise<number | null>((resolve) => api.once('exit', resolve));
  try {
    const deadline = Date.now() + 150_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${apiPort}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (api.exitCode !== null || Date.now() > deadline)
        throw new Error('the api that seeds the suite’s database did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    if (api.exitCode === null) api.kill('SIGTERM');
  }
  // A clean shutdown closes the database, so the folder is whole when copied.
  if ((await exited) !== 0) throw new Error('the api that seeds the suite’s database failed');
  process.env[seededVariable] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A new DATA_DIR for a site: a copy of the run's seeded data, or empty where none was made. */
export function siteDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const seeded = process.env[seededVariable];
  if (seeded) cpSync(seeded, dir, { recursive: true });
  return dir;
}
