// The benchmark's own site: a build, api and bff on free ports, and the seed's bench branch.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent, inputsHash } from '../../scripts/lib/buildStamp.mjs';
import { root } from '../../scripts/lib/run.mjs';
import { sleep, freePort, startApi, startBff } from './processes.mjs';
import { log, run } from './state.mjs';

/**
 * Builds when the build is missing or older than its sources, by the rule `npm start` uses
 * (scripts/lib/buildStamp.mjs): a stale build would measure code that is no longer there.
 */
export async function ensureBuilt() {
  const built = ['api/dist/server.js', 'bff/dist/server.js', 'web/dist/build.json'];
  const present = built.every((file) => existsSync(join(root, file)));
  if (present && buildIsCurrent(inputsHash())) return;
  log(
    present
      ? 'The build is older than its sources: building first…'
      : 'No build found: building first…',
  );
  const { build } = await import('../../scripts/build.mjs');
  await build();
}

export function machine() {
  const git = (...a) => {
    try {
      return execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain') ? ' (with uncommitted changes)' : '';
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    commit: `${commit}${dirty}`,
    date: new Date().toISOString(),
    /** 1-minute load average: other work on the machine skews every figure. */
    load: loadavg()[0].toFixed(1),
  };
}

export async function startSite() {
  const bffPort = await freePort();
  const api = await startApi({
    dataDir: join(run.work, 'pglite'),
    memoryFile: join(run.work, 'api-memory.json'),
    siteUrl: `http://localhost:${bffPort}`,
  });
  run.stops.push(api.stop);
  const bff = await startBff({
    apiUrl: api.url,
    port: bffPort,
    memoryFile: join(run.work, 'bff-memory.json'),
    extraEnv: { WEB_DIST: run.webDist },
  });
  run.stops.push(bff.stop);
  return { api, bff };
}

export const json = (response) => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json();
};
export const apiHeaders = { 'x-project-country': 'RS', 'accept-language': 'en' };

/** The seed's 20-master branch, and the service most of its masters perform. */
export async function benchBranch(apiUrl) {
  const suggest = await fetch(`${apiUrl}/network/suggest?s=lotus%20novi&d=beograd`, {
    headers: apiHeaders,
  }).then(json);
  const branch = suggest.branches[0];
  const { masters } = await fetch(`${apiUrl}/branches/${branch.id}/masters`, {
    headers: apiHeaders,
  }).then(json);
  const byService = new Map();
  for (const master of masters)
    for (const id of master.serviceIds) byService.set(id, (byService.get(id) ?? 0) + 1);
  const [serviceId] = [...byService].sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))[0];
  return { id: branch.id, slug: branch.slug, masters: masters.length, serviceId };
}

/**
 * A private copy of web's build for the benchmark's bff (and the page weights): another build
 * during the run must not pull files from under it. Copied again until a complete build was
 * copied (its id unchanged across the copy).
 */
export async function snapshotWebBuild() {
  // Inside web/node_modules: the server entry's imports still resolve, and git ignores it.
  const target = join(root, 'web', 'node_modules', `.termin-bench-dist-${process.pid}`);
  const source = join(root, 'web', 'dist');
  const id = (dir) => {
    try {
      return JSON.parse(readFileSync(join(dir, 'build.json'), 'utf8')).id;
    } catch {
      return undefined;
    }
  };
  const complete = (dir) =>
    existsSync(join(dir, 'client', '.vite', 'manifest.json')) &&
    existsSync(join(dir, 'server', 'entry.server.js'));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const before = id(source);
    rmSync(target, { recursive: true, force: true });
    try {
      cpSync(source, target, { recursive: true });
    } catch {
      // a build was replacing files: try again
    }
    if (before && before === id(source) && before === id(target) && complete(target)) return target;
    await sleep(5000);
  }
  throw new Error('web/dist never held a complete build; run npm run build');
}
