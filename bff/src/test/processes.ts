// Real api and bff processes for the fault tests: their build when it is current (npm test builds
// first), else their sources with tsx, so no build of api or bff is needed; bff's pages need web's
// build either way.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { buildIsCurrent, inputsHash } from '../../../scripts/lib/buildStamp.mjs';
import { loadConfig } from '../../../api/src/config.js';
import { anyOperation } from './anyOperation.js';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** bff renders pages only over a built web (web/dist), as `npm test` makes before the tests. */
export const webBuilt = existsSync(join(repoRoot, 'web', 'dist', 'server'));

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

export interface RunningProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** The last lines it printed (stdout and stderr). */
  output(): string;
  /** Still running (not crashed). */
  alive(): boolean;
  /** SIGTERM (graceful) or SIGKILL (a crash), resolved once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The environment minus what would point a process at shared infrastructure (CI sets these). */
function isolated(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'API_PORT', 'API_URL', 'NODE_OPTIONS'])
    delete env[name];
  // No load balancer watches these processes: they stop at once unless a test drains them.
  return { ...env, LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', ...extra };
}

async function waitReady(proc: RunningProcess, path: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!proc.alive()) throw new Error(`the process exited:\n${proc.output()}`);
    const ok = await fetch(`${proc.url}${path}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  // Never ready: stop it, or it outlives the failed test and takes the machine's CPU.
  await proc.stop('SIGKILL');
  throw new Error(`not ready at ${proc.url}${path} in ${timeoutMs} ms:\n${proc.output()}`);
}

/**
 * The build when it is of these very sources (its stamp, as `npm start` and the bench read it):
 * `npm test` builds before it tests, so there the processes are what ships and start in about
 * half the time. After an edit without a build, the sources through tsx.
 */
const builtIsCurrent = buildIsCurrent(inputsHash());

const fromSource = (source: string) => ['--import', 'tsx', source];

/** A server's arguments, from `api/src/server.ts`: its build when current, else its source. */
function server(source: string): string[] {
  if (!builtIsCurrent) return fromSource(source);
  return [source.replace('/src/', '/dist/').replace(/\.ts$/, '.js')];
}

function startProcess(args: string[], port: number, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: isolated(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => lines.join('\n'),
    alive,
    stop: (signal = 'SIGTERM') =>
      alive()
        ? new Promise<void>((done) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            child.kill(signal);
          })
        : Promise.resolve(),
  };
}

/**
 * api's embedded database under DATA_DIR=dataDir, when empty, becomes a copy of the run's migrated,
 * seeded database (api/src/test/seededSnapshot.setup.ts), so api only boots over it (about 2 s)
 * instead of migrating and seeding its own (about 13 s); true when it did. The folder is the one
 * api's own configuration names.
 */
async function copySeededInto(dataDir: string): Promise<boolean> {
  const snapshot = inject('seededPglite');
  const { database } = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  if (database.driver !== 'pglite') throw new Error('expected the embedded database');
  if (existsSync(database.dataDir) && readdirSync(database.dataDir).length > 0) return false;
  if (!snapshot) return false;
  const { connectDatabase } = await import('../../../api/src/db/connect.js');
  const from = new Blob([readFileSync(snapshot)]);
  await (await connectDatabase({ ...database, from })).close();
  return true;
}

/**
 * api (its build when current, else its sources) over a PGlite database in dataDir (a copy of the
 * seeded one when empty), or over PostgreSQL when `env` names a DATABASE_URL.
 */
export async function startApi(options: {
  port: number;
  dataDir: string;
  siteUrl?: string;
  env?: Record<string, string>;
}) {
  const copied = !options.env?.['DATABASE_URL'] && (await copySeededInto(options.dataDir));
  const proc = startProcess(server('api/src/server.ts'), options.port, {
    NODE_ENV: 'production',
    // Over the seeded copy api seeds nothing: were the copy ever put where api does not look, api
    // would start empty and the tests fail, rather than quietly seed a database of its own.
    ...(copied ? { SEED_DEMO: 'false' } : {}),
    API_PORT: String(options.port),
    API_HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SITE_URL: options.siteUrl ?? 'http://localhost:3000',
    ...options.env,
  });
  await waitReady(proc, '/readyz', 120_000);
  return proc;
}

/**
 * `npm run dev`'s bff (bff/src/devServer.ts) over apiUrl: web through Vite, with hot updates; the
 * environment scripts/lib/devEnv.mjs gives it. Ready once api is and Vite has started.
 */
export async function startDevBff(options: { port: number; apiUrl: string }) {
  const proc = startProcess(fromSource('bff/src/devServer.ts'), options.port, {
    NODE_ENV: 'development',
    VITE_DEV: '1',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    API_URL: options.apiUrl,
    METRICS_PORT: String(await freePort()),
  });
  await waitReady(proc, '/readyz', 120_000);
  return proc;
}

/** bff (its build when current, else its sources) over apiUrl, answering in production mode. */
export async function startBff(options: {
  port: number;
  apiUrl: string;
  env?: Record<string, string>;
}): Promise<RunningProcess & { metricsUrl: string }> {
  // /metrics is served only on its own internal port: each process gets a free one, named here so
  // a test can read what the process counted.
  const metricsPort = await freePort();
  const proc = startProcess(server('bff/src/server.ts'), options.port, {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    API_URL: options.apiUrl,
    SESSION_SECRET: 'fault-tests-session-secret-0123456789',
    METRICS_PORT: String(metricsPort),
    ...anyOperation,
    ...options.env,
  });
  await waitReady(proc, '/healthz', 60_000);
  return { ...proc, metricsUrl: `http://127.0.0.1:${metricsPort}` };
}
