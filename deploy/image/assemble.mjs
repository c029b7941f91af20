#!/usr/bin/env node
// The production image's /app, assembled from a built checkout: the built output and what the
// processes read at run time, and production dependencies only (no tests, sources, e2e, bench,
// dev tools or the npm registry's Node binary). The Dockerfile's build stage runs it, and
// deploy/image/assemble.test.ts runs it into a temporary folder (no Docker there) to list what
// the image holds and to boot api and bff from it.
//
//   node deploy/image/assemble.mjs <empty target folder>
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The two processes; pnpm installs their production dependencies and their workspace packages'. */
export const entryPackages = ['@termin/api', '@termin/bff'];

/**
 * What runs, beside node_modules, as paths from the repository root. Every workspace package's
 * manifest goes too (pnpm checks the lockfile against the whole workspace); of the shared
 * packages only their JavaScript.
 */
export const runtimeFiles = [
  'api/dist',
  // Migrations api applies at start (api/src/db/migrate.ts).
  'api/drizzle',
  'bff/dist',
  // Web's build: the client files bff serves and the server entry it renders with.
  'web/dist',
  // bff imports web's return-path rule as source (web/package.json exports it as JavaScript).
  'web/src/app/navigation/returnPath.js',
  // Read by bff at start: the GraphQL schema, web's trusted documents, the gateway's own pages.
  'schema/__generated__/schema.graphql',
  'web/src/__generated__/persisted-documents.json',
  'locales/gateway',
];

/** Workspace packages whose files are plain JavaScript that runs as it is. */
const sourcePackages = () => [
  'telemetry',
  ...readdirSync(join(root, 'packages')).map((dir) => `packages/${dir}`),
];

const workspaceManifests = () => [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  ...['api', 'bff', 'web', 'e2e', 'telemetry'].map((dir) => `${dir}/package.json`),
  ...readdirSync(join(root, 'packages')).map((dir) => `packages/${dir}/package.json`),
];

function copy(path, target) {
  const from = join(root, path);
  if (!existsSync(from)) throw new Error(`${path} is missing: build first (npm run build)`);
  mkdirSync(dirname(join(target, path)), { recursive: true });
  cpSync(from, join(target, path), { recursive: true });
}

export function assemble(target) {
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });
  for (const path of workspaceManifests()) copy(path, target);
  for (const path of runtimeFiles) copy(path, target);
  for (const dir of sourcePackages())
    for (const file of readdirSync(join(root, dir)))
      if (
        /\.(js|mjs|json)$/.test(file) &&
        !/\.test\./.test(file) &&
        statSync(join(root, dir, file)).isFile()
      )
        copy(`${dir}/${file}`, target);
  // From the store the build's own install filled: nothing is downloaded again.
  const pnpm = join(root, 'node_modules', '.bin', 'pnpm');
  execFileSync(
    pnpm,
    [
      'install',
      '--prod',
      '--frozen-lockfile',
      '--offline',
      '--config.confirmModulesPurge=false',
      ...entryPackages.flatMap((name) => ['--filter', `${name}...`]),
    ],
    { cwd: target, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CI: 'true' } },
  );
  // The root's Node binary (for machines without Node 24) is the workspace's, never the
  // image's: the image runs the base image's node. 130 MB.
  const modules = join(target, 'node_modules');
  for (const entry of readdirSync(join(modules, '.pnpm')))
    if (entry.startsWith('node-linux-')) rmSync(join(modules, '.pnpm', entry), { recursive: true });
  for (const entry of readdirSync(modules))
    if (entry.startsWith('node-linux-')) rmSync(join(modules, entry), { recursive: true });
  rmSync(join(modules, '.bin', 'node'), { force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node deploy/image/assemble.mjs <empty target folder>');
  assemble(resolve(target));
}
