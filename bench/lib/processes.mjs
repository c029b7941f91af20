// Starting and stopping the processes a benchmark measures: the built api and bff on free ports,
// each with the memory probe preloaded, their output kept for a failure report.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/run.mjs';

const probe = new URL('./memoryProbe.mjs', import.meta.url).href;

/**
 * Ports handed out next when BENCH_PORTS (`first-last`) confines the bench to a range, as on a
 * machine shared with other runs; otherwise the system picks.
 */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = portRange ? Number(portRange[1]) : 0;

function listensOn(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** A port nobody listens on right now. */
export async function freePort() {
  if (!portRange) return listensOn(0);
  while (nextInRange <= Number(portRange[2])) {
    const port = nextInRange++;
    const free = await listensOn(port).catch(() => undefined);
    if (free) return free;
  }
  throw new Error(`no free port left in BENCH_PORTS ${process.env.BENCH_PORTS}`);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx, or fails after timeoutMs naming the process. */
export async function waitUntilReady(url, proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${proc.name} was not ready at ${url} in time:\n${proc.output()}`);
}

/**
 * Environment for a child: the caller's, minus what would point it at shared infrastructure
 * (a benchmark uses its own database and in-process caches unless told otherwise).
 */
export function isolatedEnv(extra) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'API_URL', 'SITE_URL'])
    delete env[name];
  return { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...extra };
}

/**
 * Starts a node script with the memory probe (node --expose-gc), output kept in memory.
 * `nodeOptions` go before the script (e.g. --cpu-prof); `cwd` is the checkout it runs in.
 */
export function startNode(
  name,
  script,
  { env, args = [], memoryFile, nodeOptions = [], cwd = root },
) {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', probe, ...nodeOptions, script, ...args],
    {
      cwd,
      env: { ...env, ...(memoryFile ? { MEMORY_PROBE_FILE: memoryFile } : {}) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const lines = [];
  const keep = (chunk) => {
    lines.push(...String(chunk).split('\n'));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const proc = {
    name,
    child,
    output: () => lines.slice(-40).join('\n'),
    /** RSS and heap after a full garbage collection, read through the memory probe. */
    async memory() {
      if (!memoryFile) throw new Error(`${name} runs without a memory probe`);
      const asked = Date.now();
      child.kill('SIGUSR2');
      for (let i = 0; i < 100; i += 1) {
        await sleep(50);
        try {
          const usage = JSON.parse(readFileSync(memoryFile, 'utf8'));
          if (usage.at >= asked) return usage;
        } catch {
          // not written yet
        }
      }
      throw new Error(`${name} did not report its memory`);
    },
    /** SIGTERM, then SIGKILL after 10 s. */
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
  return proc;
}

/** The built api on a free port over a PGlite database in dataDir, seeded with the demo data. */
export async function startApi({ dataDir, memoryFile, siteUrl, extraEnv = {}, checkout = root }) {
  const port = await freePort();
  const proc = startNode('api', join(checkout, 'api', 'dist', 'server.js'), {
    cwd: checkout,
    env: isolatedEnv({
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SITE_URL: siteUrl,
      ...extraEnv,
    }),
    memoryFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, proc);
  return { ...proc, url, port };
}

/** The V8 options a checkout's npm start gives bff (scripts/lib/nodeOptions.mjs), if it has any. */
async function launchOptions(checkout) {
  const file = join(checkout, 'scripts', 'lib', 'nodeOptions.mjs');
  if (!existsSync(file)) return [];
  return (await import(pathToFileURL(file).href)).bffNodeOptions ?? [];
}

/** The built bff on a free port over apiUrl (port chosen by the caller when siteUrl needs it). */
export async function startBff({
  apiUrl,
  port,
  memoryFile,
  extraEnv = {},
  checkout = root,
  nodeOptions = [],
}) {
  port ??= await freePort();
  const metricsPort = await freePort();
  const proc = startNode('bff', join(checkout, 'bff', 'dist', 'server.js'), {
    cwd: checkout,
    // Each build as its own launcher starts it (an earlier commit may have no such options).
    nodeOptions: [...(await launchOptions(checkout)), ...nodeOptions],
    env: isolatedEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'bench-session-secret-bench-session-secret',
      // The benchmark's own load must not hit the per-address limits.
      RATE_LIMIT_SUGGESTIONS_PER_MINUTE: '1000000000',
      RATE_LIMIT_MUTATIONS_PER_MINUTE: '1000000000',
      RATE_LIMIT_COST_PER_MINUTE: '1000000000',
      RATE_LIMIT_PAGES_PER_MINUTE: '1000000000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000000',
      RATE_LIMIT_GRAPHQL_PER_MINUTE: '1000000000',
      // /metrics is served on its own internal port, never the site's.
      METRICS_PORT: String(metricsPort),
      ...extraEnv,
    }),
    memoryFile,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, proc);
  return { ...proc, url, port, metricsUrl: `http://127.0.0.1:${metricsPort}` };
}
